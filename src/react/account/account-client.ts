// HTTP side of the account pages: the account-area endpoints of `/api/account` (same origin, JSON, the
// session in its httpOnly cookie). Every answer is parsed; a refusal carries the server's message in
// the shopper's language and, for a wrong form, the message per field.
import * as v from 'valibot';
import { ConsentsSchema, type Consents } from '../../domain/account/consents.ts';
import type { CustomerProfile } from '../../domain/account/customer.ts';
import { CUSTOMER_TYPES } from '../../domain/checkout/customer-type.ts';
import { callJsonApi, type JsonAnswer } from '../http/json-api.ts';

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

/** On a version conflict the refusal carries the customer as stored now. */
const ConflictSchema = v.object({ customer: ProfileSchema });

export type AccountResult<T> = JsonAnswer<T, v.InferOutput<typeof ConflictSchema>>;

const request = <T>(method: 'GET' | 'PUT' | 'POST', path: string, answer: v.GenericSchema<unknown, T>, body?: unknown): Promise<AccountResult<T>> =>
  callJsonApi(`${ACCOUNT_PATH}${path}`, { method, body, answer, refusalExtra: ConflictSchema });

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
