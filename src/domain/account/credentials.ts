// The account forms' input (spec part 1 §5 "Generic rules"): e-mail, the password rule 'Password must
// include one letter and one number', names, the customer type and VAT ID, e-mailed tokens. Each schema's
// issue messages are the error keys of src/locales `account.error.*`, so a refusal names what to fix in
// the shopper's language.
import * as v from 'valibot';
import { CUSTOMER_TYPES } from '../checkout/customer-type.ts';
import { MAX_VAT_ID_INPUT_LENGTH } from '../vat/vat-id.ts';

export const MAX_PASSWORD_LENGTH = 128;
/** Besides the spec's letter-and-digit rule: 'a1' passes that rule and is guessed at once; twelve characters are not. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

/** Trimmed and lower-cased: commercetools matches sign-in e-mails case-insensitively. */
const email = v.pipe(v.string('invalid-email'), v.trim(), v.maxLength(MAX_EMAIL_LENGTH, 'invalid-email'), v.email('invalid-email'), v.toLowerCase());

/** Any existing password may be tried at login; the rule applies to new ones. */
const existingPassword = v.pipe(
  v.string('missing-password'),
  v.minLength(1, 'missing-password'),
  v.maxLength(MAX_PASSWORD_LENGTH, 'password-too-long'),
);

/** Spec: a password needs a letter and a digit; we also ask for at least MIN_PASSWORD_LENGTH characters. */
export const newPassword = v.pipe(
  v.string('password-rule'),
  v.regex(/\p{L}/u, 'password-rule'),
  v.regex(/\p{Nd}/u, 'password-rule'),
  v.minLength(MIN_PASSWORD_LENGTH, 'password-too-short'),
  v.maxLength(MAX_PASSWORD_LENGTH, 'password-too-long'),
);

const name = v.pipe(v.string('invalid-name'), v.trim(), v.minLength(1, 'invalid-name'), v.maxLength(MAX_NAME_LENGTH, 'invalid-name'));

// A missing field is validated as an empty one, so it gets the field's own message rather than a generic one.
const field = <T extends v.GenericSchema<string>>(schema: T) => v.optional(schema, '');

export const LoginSchema = v.object({ email: field(email), password: field(existingPassword) });

/** A token from a mailed link (e-mail confirmation, password reset): commercetools' tokens are short strings. */
export const MAX_TOKEN_LENGTH = 512;
const token = v.pipe(v.string('invalid-token'), v.trim(), v.minLength(1, 'invalid-token'), v.maxLength(MAX_TOKEN_LENGTH, 'invalid-token'));

export const RegistrationSchema = v.object({
  email: field(email),
  password: field(newPassword),
  firstName: field(name),
  lastName: field(name),
  customerType: v.optional(v.picklist(CUSTOMER_TYPES, 'invalid-customer-type'), 'private'),
  vatId: v.optional(v.pipe(v.string('invalid-vat-id'), v.trim(), v.maxLength(MAX_VAT_ID_INPUT_LENGTH, 'invalid-vat-id'))),
});

export const PasswordResetRequestSchema = v.object({ email: field(email) });

export const VerifyEmailSchema = v.object({ token: field(token) });

export const VerificationResendSchema = v.object({ email: field(email) });

export const PasswordResetConfirmSchema = v.object({ token: field(token), password: field(newPassword) });

/** The current password is any password (it is checked by commercetools); the new one follows the rule. */
export const PasswordChangeSchema = v.object({ currentPassword: field(existingPassword), newPassword: field(newPassword) });

/** Message keys (src/locales `account.error.*`) for the ways an account request can be refused. */
export const ACCOUNT_ERROR_KEYS = [
  'malformed',
  'too-large',
  'invalid-email',
  'missing-password',
  'password-rule',
  'password-too-short',
  'password-too-long',
  'invalid-name',
  'invalid-customer-type',
  'invalid-vat-id',
  'invalid-token',
  'wrong-password',
  'password-change-failed',
  'login-failed',
  'registration-failed',
  'not-authenticated',
  'email-not-verified',
  'unavailable',
] as const;
export type AccountErrorKey = (typeof ACCOUNT_ERROR_KEYS)[number];

/** The first issue's message as an error key; messages that are not keys become `malformed`. */
export function accountErrorKey(issues: readonly { message: string }[]): AccountErrorKey {
  const message = issues[0]?.message;
  return ACCOUNT_ERROR_KEYS.find((key) => key === message) ?? 'malformed';
}

/**
 * The refused fields of a form, by body path (`password`, `address.city`), each with the key of its first
 * issue; an issue without a path (the body is not an object) is left to `accountErrorKey`.
 */
export function accountFieldErrors(
  issues: readonly { message: string; path?: readonly { key: unknown }[] | undefined }[],
): Record<string, AccountErrorKey> {
  const fields: Record<string, AccountErrorKey> = {};
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    if (path !== '' && !(path in fields)) fields[path] = accountErrorKey([issue]);
  }
  return fields;
}
