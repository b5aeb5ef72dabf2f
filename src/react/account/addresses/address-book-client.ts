// HTTP side of the account's address pages: `/api/account/addresses` (same origin, JSON, the session in
// its httpOnly cookie). Every answer becomes an AddressResult: the book after the change, or the refusal
// with the server's message in the shopper's language, its message per field, and on a version
// conflict the book as it stands now.
import * as v from 'valibot';
import { type AddressBook, AddressBookSchema, type AddressKind } from '../../../domain/account/saved-address.ts';

const ADDRESSES_PATH = '/api/account/addresses';

export type AddressResult =
  | { ok: true; book: AddressBook }
  | { ok: false; status: number; message: string | null; fields: Readonly<Record<string, string>>; book: AddressBook | null };

const RefusalSchema = v.object({
  message: v.optional(v.string()),
  fields: v.optional(v.record(v.string(), v.string())),
  addresses: v.optional(AddressBookSchema),
});

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    console.warn('address answer is not JSON', response.status, error);
    return null;
  }
}

async function request(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<AddressResult> {
  try {
    const response = await fetch(`${ADDRESSES_PATH}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await readJson(response);
    if (response.ok) {
      const book = v.safeParse(AddressBookSchema, json);
      if (book.success) return { ok: true, book: book.output };
      console.warn('address book not understood', v.flatten(book.issues).nested);
      return { ok: false, status: response.status, message: null, fields: {}, book: null };
    }
    const refusal = v.safeParse(RefusalSchema, json);
    const parsed = refusal.success ? refusal.output : {};
    return { ok: false, status: response.status, message: parsed.message ?? null, fields: parsed.fields ?? {}, book: parsed.addresses ?? null };
  } catch (error) {
    console.warn('address request failed', method, path, error);
    return { ok: false, status: 0, message: null, fields: {}, book: null };
  }
}

const at = (kind: AddressKind, id?: string) => (id === undefined ? `/${kind}` : `/${kind}/${encodeURIComponent(id)}`);

export const addAddress = (kind: AddressKind, version: number, address: unknown) => request('POST', at(kind), { version, address });
export const updateAddress = (kind: AddressKind, id: string, version: number, address: unknown) => request('PUT', at(kind, id), { version, address });
export const deleteAddress = (kind: AddressKind, id: string, version: number) => request('DELETE', `${at(kind, id)}?version=${version}`);
export const makeDefaultAddress = (kind: AddressKind, id: string, version: number) => request('POST', `${at(kind, id)}/default`, { version });
