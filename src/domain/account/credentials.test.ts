import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountErrorKey, LoginSchema, RegistrationSchema } from './credentials.ts';

const refusal = (schema: v.GenericSchema, input: unknown) => {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? null : accountErrorKey(parsed.issues);
};
const registration = { email: 'eva@example.com', password: 'Secret123456', firstName: 'Eva', lastName: 'Muster' };

describe('account input', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(v.parse(LoginSchema, { email: '  Eva@Example.COM ', password: 'x' }).email).toBe('eva@example.com');
  });

  it.each([
    ['no e-mail', { password: 'x' }, 'invalid-email'],
    ['an e-mail without domain', { email: 'eva@', password: 'x' }, 'invalid-email'],
    ['a quoted e-mail', { email: '"a"@example.com', password: 'x' }, 'invalid-email'],
    ['no password', { email: 'eva@example.com' }, 'missing-password'],
    ['an empty password', { email: 'eva@example.com', password: '' }, 'missing-password'],
    ['a password over 128 characters', { email: 'eva@example.com', password: 'a1'.repeat(65) }, 'password-too-long'],
    ['not an object', 'eva', 'malformed'],
  ])('refuses a login with %s', (_what, input, key) => {
    expect(refusal(LoginSchema, input)).toBe(key);
  });

  it('lets any existing password be tried at login', () => {
    expect(refusal(LoginSchema, { email: 'eva@example.com', password: 'letters' })).toBeNull();
  });

  it.each([
    ['letters only', 'PasswordPassword'],
    ['digits only', '123456789012'],
    ['symbols and digits', '!!!!!!!!!123'],
  ])('refuses a new password of %s', (_what, password) => {
    expect(refusal(RegistrationSchema, { ...registration, password })).toBe('password-rule');
  });

  it.each(['a1', 'Secret12345'])('refuses the new password %s: shorter than 12 characters', (password) => {
    expect(refusal(RegistrationSchema, { ...registration, password })).toBe('password-too-short');
  });

  it.each(['Secret123456', 'Žluťoučký kůň 7'])('accepts the new password %s', (password) => {
    expect(refusal(RegistrationSchema, { ...registration, password })).toBeNull();
  });

  it.each([
    ['a blank first name', { firstName: '  ' }],
    ['no last name', { lastName: undefined }],
    ['a name over 100 characters', { lastName: 'x'.repeat(101) }],
  ])('refuses a registration with %s', (_what, change) => {
    expect(refusal(RegistrationSchema, { ...registration, ...change })).toBe('invalid-name');
  });
});
