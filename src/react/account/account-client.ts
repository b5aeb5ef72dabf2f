// HTTP side of the account pages: the account-area endpoints of `/api/account` (same origin, JSON, the
// session in its httpOnly cookie). Every answer is parsed; a refusal carries the server's message in
// the shopper's language and, for a wrong form, the message per field.
import * as v from 'valibot';
import { ConsentsSchema, type Consents } from '../../domain/account/consents.ts';
import type { CustomerProfile } from '../../domain/account/customer.ts';
import { CUSTOMER_TYPES } from '../../domain/checkout/customer-type.ts';

const ACCOUNT_PATH = '/api/account';

const ProfileSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  vatId: v.nullable(v.string()),
  customerType: v.picklist(CUSTOMER_TYPES),
  hasPassword: v.boolean(),
  version: v.number(),
});

const RefusalSchema = v.object({
  error: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  customer: v.optional(ProfileSchema),
});

export interface AccountRefusal {
  ok: false;
  status: number;
  error: string;
  message: string | null;
  fields: Readonly<Record<string, string>>;
  /** On a version conflict: the customer as stored now. */
  customer: CustomerProfile | null;
}

export type AccountResult<T> = { ok: true; value: T } | AccountRefusal;

async function request<T>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  answer: v.GenericSchema<unknown, T>,
  body?: unknown,
): Promise<AccountResult<T>> {
  try {
    const response = await fetch(`${ACCOUNT_PATH}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json().catch((error: unknown) => {
      console.warn('account answer is not JSON', response.status, error);
      return null;
    });
    if (response.ok) {
      const parsed = v.safeParse(answer, json);
      if (parsed.success) return { ok: true, value: parsed.output };
      console.warn('account answer of an unexpected shape', path, v.summarize(parsed.issues));
      return { ok: false, status: response.status, error: 'malformed', message: null, fields: {}, customer: null };
    }
    const refusal = v.safeParse(RefusalSchema, json);
    return {
      ok: false,
      status: response.status,
      error: refusal.success ? refusal.output.error : 'failed',
      message: refusal.success ? refusal.output.message : null,
      fields: (refusal.success && refusal.output.fields) || {},
      customer: (refusal.success && refusal.output.customer) || null,
    };
  } catch (error) {
    console.warn('account request failed', method, path, error);
    return { ok: false, status: 0, error: 'network', message: null, fields: {}, customer: null };
  }
}

export interface ProfileInput {
  version: number;
  email: string;
  firstName: string;
  lastName: string;
  vatId: string;
  customerType: CustomerProfile['customerType'];
}

export const putProfile = (input: ProfileInput): Promise<AccountResult<CustomerProfile>> =>
  request(
    'PUT',
    '/profile',
    v.pipe(
      v.object({ customer: ProfileSchema }),
      v.transform(({ customer }) => customer),
    ),
    input,
  );

export const putConsents = (consents: Consents): Promise<AccountResult<Consents>> =>
  request(
    'PUT',
    '/newsletter',
    v.pipe(
      v.object({ consents: ConsentsSchema }),
      v.transform(({ consents: stored }) => stored),
    ),
    consents,
  );

export const fetchOrdersLink = (): Promise<AccountResult<string>> =>
  request(
    'GET',
    '/orders-link',
    v.pipe(
      v.object({ url: v.pipe(v.string(), v.url()) }),
      v.transform(({ url }) => url),
    ),
  );

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

/** The answer renews the session's cookies (signed out and in again with the new password) and carries the customer, its version moved on. */
export const postPasswordChange = (input: PasswordChangeInput): Promise<AccountResult<CustomerProfile>> =>
  request(
    'POST',
    '/password',
    v.pipe(
      v.object({ customer: ProfileSchema }),
      v.transform(({ customer }) => customer),
    ),
    input,
  );
