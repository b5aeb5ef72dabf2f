// HTTP side of the sign-in, registration, password-reset and log-out pages: the endpoints of
// `/api/account` (same origin, JSON; the session lives in httpOnly cookies the answers set). Every answer
// becomes an AccountResult: the parsed body of a success, or a refusal with the server's message in the
// shopper's language and, for a wrong form, the message per field (keyed by the body's field name).
import * as v from 'valibot';
import { callJsonApi, type JsonRefusal } from '../http/json-api.ts';

const ACCOUNT_PATH = '/api/account';

export type AccountRefusal = JsonRefusal;
export type AccountResult<T> = { ok: true; status: number; body: T } | AccountRefusal;

async function send<T>(method: 'GET' | 'POST', path: string, schema: v.GenericSchema<unknown, T>, body?: unknown): Promise<AccountResult<T>> {
  const result = await callJsonApi(`${ACCOUNT_PATH}${path}`, { method, body, answer: schema });
  return result.ok ? { ok: true, status: result.status, body: result.value } : result;
}

/** The part of the signed-in customer the pages and the header show (the API's CustomerProfile has more). */
const CustomerSchema = v.object({ firstName: v.string(), lastName: v.string(), email: v.string() });
export type SignedInCustomer = v.InferOutput<typeof CustomerSchema>;
const CustomerAnswer = v.object({ customer: CustomerSchema });
const MessageAnswer = v.object({ message: v.string() });
const VerifiedAnswer = v.object({ status: v.literal('verified'), email: v.string() });
const PasswordChangedAnswer = v.object({ status: v.literal('password-changed'), email: v.string() });
const SignedOutAnswer = v.object({ signedOut: v.literal(true) });

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  customerType: 'private' | 'company';
  vatId?: string;
}

export const logIn = (email: string, password: string) => send('POST', '/login', CustomerAnswer, { email, password });
export const register = (registration: Registration) => send('POST', '/register', MessageAnswer, registration);
export const verifyEmail = (token: string) => send('POST', '/verify-email', VerifiedAnswer, { token });
export const resendVerification = (email: string) => send('POST', '/verify-email/resend', MessageAnswer, { email });
export const requestPasswordReset = (email: string) => send('POST', '/password-reset', MessageAnswer, { email });
export const confirmPasswordReset = (token: string, password: string) =>
  send('POST', '/password-reset/confirm', PasswordChangedAnswer, { token, password });
export const logOut = () => send('POST', '/logout', SignedOutAnswer, {});
export const fetchMe = () => send('GET', '/me', CustomerAnswer);

/** Where the no-script log-out form posts (the API answers a form with a redirect home). */
export const LOG_OUT_ACTION = `${ACCOUNT_PATH}/logout`;
