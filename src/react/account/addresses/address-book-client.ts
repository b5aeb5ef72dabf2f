// HTTP side of the account's address pages: `/api/account/addresses` (same origin, JSON, the session in
// its httpOnly cookie). Every answer becomes an AddressResult: the book after the change, or the refusal
// with the server's message in the shopper's language, its message per field, and on a version
// conflict the book as it stands now.
import * as v from 'valibot';
import { type AddressBook, AddressBookSchema, type AddressKind } from '../../../domain/account/saved-address.ts';
import { callJsonApi } from '../../http/json-api.ts';

const ADDRESSES_PATH = '/api/account/addresses';

export type AddressResult =
  | { ok: true; book: AddressBook }
  | { ok: false; status: number; message: string | null; fields: Readonly<Record<string, string>>; book: AddressBook | null };

// On a version conflict the refusal carries the book as it stands now.
const ConflictSchema = v.object({ addresses: AddressBookSchema });

async function request(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<AddressResult> {
  const result = await callJsonApi(`${ADDRESSES_PATH}${path}`, { method, body, answer: AddressBookSchema, refusalExtra: ConflictSchema });
  if (result.ok) return { ok: true, book: result.value };
  return { ok: false, status: result.status, message: result.message, fields: result.fields, book: result.extra?.addresses ?? null };
}

const at = (kind: AddressKind, id?: string) => (id === undefined ? `/${kind}` : `/${kind}/${encodeURIComponent(id)}`);

export const addAddress = (kind: AddressKind, version: number, address: unknown) => request('POST', at(kind), { version, address });
export const updateAddress = (kind: AddressKind, id: string, version: number, address: unknown) => request('PUT', at(kind, id), { version, address });
export const deleteAddress = (kind: AddressKind, id: string, version: number) => request('DELETE', `${at(kind, id)}?version=${version}`);
export const makeDefaultAddress = (kind: AddressKind, id: string, version: number) => request('POST', `${at(kind, id)}/default`, { version });
