import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountErrorKey,
  accountFieldErrors,
  LoginSchema,
  MAX_TOKEN_LENGTH,
  PasswordChangeSchema,
  PasswordResetConfirmSchema,
  RegistrationSchema,
  VerifyEmailSchema,
} from './credentials.ts';

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

  it('registers a private customer unless told otherwise, and refuses another customer type', () => {
    expect(v.parse(RegistrationSchema, registration)).toMatchObject({ customerType: 'private' });
    expect(v.parse(RegistrationSchema, { ...registration, customerType: 'company', vatId: ' SK2020123456 ' })).toMatchObject({
      customerType: 'company',
      vatId: 'SK2020123456',
    });
    expect(refusal(RegistrationSchema, { ...registration, customerType: 'business' })).toBe('invalid-customer-type');
    expect(refusal(RegistrationSchema, { ...registration, customerType: 'company', vatId: 'X'.repeat(65) })).toBe('invalid-vat-id');
  });

  it.each([
    ['no token', {}],
    ['a blank token', { token: '  ' }],
    ['a number', { token: 7 }],
    ['a token longer than any commercetools token', { token: 'x'.repeat(MAX_TOKEN_LENGTH + 1) }],
  ])('refuses %s as invalid-token', (_what, input) => {
    expect(refusal(VerifyEmailSchema, input)).toBe('invalid-token');
  });

  it('holds a new password from a reset link or a password change to the rule, not the current one', () => {
    expect(refusal(PasswordResetConfirmSchema, { token: 'abc', password: 'Secret12345' })).toBe('password-too-short');
    expect(refusal(PasswordChangeSchema, { currentPassword: 'old', newPassword: 'Secret123456' })).toBeNull();
    expect(refusal(PasswordChangeSchema, { currentPassword: 'Secret123456', newPassword: 'old' })).toBe('password-rule');
  });

  it('names each refused field once, by its first issue, and leaves a body that is no object to the general key', () => {
    const parsed = v.safeParse(RegistrationSchema, { email: 'eva@', password: 'x', firstName: 'Eva' });
    expect(parsed.success ? {} : accountFieldErrors(parsed.issues)).toEqual({
      email: 'invalid-email',
      password: 'password-rule',
      lastName: 'invalid-name',
    });
    const notAnObject = v.safeParse(RegistrationSchema, 'eva');
    expect(notAnObject.success ? null : accountFieldErrors(notAnObject.issues)).toEqual({});
  });
});
