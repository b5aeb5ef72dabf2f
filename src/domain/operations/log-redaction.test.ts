import { describe, expect, it } from 'vitest';
import { isPersonalField, redactText } from './log-redaction.ts';

describe('redactText', () => {
  it('replaces e-mail addresses, ids and tokens, and keeps the words around them', () => {
    expect(redactText('no profile for jana.novakova+shop@example.co.uk today')).toBe('no profile for [email] today');
    expect(redactText('cart 0f8fad5b-d9cb-469f-a165-70867728950e not switched')).toBe('cart [id] not switched');
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [token]');
    expect(redactText('id token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln seen')).toBe('id token [token] seen');
    expect(redactText('refresh my-project:Xk2v9qLmT0aPz7Rb4cWd1EfGh3IjKl5M refused')).toBe('refresh my-project:[token] refused');
  });

  it('replaces phone numbers and long digit runs, but not statuses, timings or order numbers', () => {
    expect(redactText('phone +421 902 123 456 rejected')).toBe('phone [number] rejected');
    expect(redactText('answered 503 after 10000 ms')).toBe('answered 503 after 10000 ms');
    expect(redactText('order NS12345678 placed')).toBe('order NS12345678 placed');
    expect(redactText('GET /p/vakuumiergerat-400-mm-10010005')).toBe('GET /p/vakuumiergerat-400-mm-10010005');
  });

  it('replaces the values a backend quotes back, keeps the field it names', () => {
    expect(redactText(`The value '"Nováková"' is not valid for field 'lastName'.`)).toBe(`The value [value] is not valid for field 'lastName'.`);
  });

  it('leaves scoped package paths in a stack alone', () => {
    const frame = 'at createError (/app/node_modules/@commercetools/ts-client/dist/client.esm.js:115:29)';
    expect(redactText(frame)).toBe(frame);
  });

  it('leaves messages without personal data as they are', () => {
    const message = 'cache: edge read of product:sk-SK:ABC-123 failed, treated as a miss';
    expect(redactText(message)).toBe(message);
  });
});

describe('isPersonalField', () => {
  it('knows personal and secret fields whatever their spelling', () => {
    for (const name of ['email', 'firstName', 'last_name', 'streetName', 'phone', 'cartId', 'access_token', 'Authorization', 'postalCode']) {
      expect(isPersonalField(name), name).toBe(true);
    }
    for (const name of ['status', 'sku', 'market', 'durationMs', 'kind']) expect(isPersonalField(name), name).toBe(false);
  });
});
