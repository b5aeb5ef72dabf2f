// The account forms' input (spec part 1 §5 "Generic rules"): e-mail, the password rule 'Password must
// include one letter and one number', names. Each schema's issue messages are the error keys of
// src/locales `account.error.*`, so a refusal names what to fix in the shopper's language.
import * as v from 'valibot';

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

export const RegistrationSchema = v.object({
  email: field(email),
  password: field(newPassword),
  firstName: field(name),
  lastName: field(name),
});

export const PasswordResetRequestSchema = v.object({ email: field(email) });

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
  'login-failed',
  'registration-failed',
  'email-taken',
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
