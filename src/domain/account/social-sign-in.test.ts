import { describe, expect, it } from 'vitest';
import { isSocialProvider, safeReturnPath } from './social-sign-in.ts';

describe('safeReturnPath', () => {
  it('keeps a path of the site with its query', () => {
    expect(safeReturnPath('/checkout/addresses?step=2', '/my-account')).toBe('/checkout/addresses?step=2');
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['/\u0000x'],
    ['/\tevil'],
    [''],
    [null],
    [`/${'a'.repeat(2050)}`],
  ])('falls back for %j', (wanted) => {
    expect(safeReturnPath(wanted, '/my-account')).toBe('/my-account');
  });
});

describe('isSocialProvider', () => {
  it('knows Google and Facebook only', () => {
    expect(isSocialProvider('google')).toBe(true);
    expect(isSocialProvider('facebook')).toBe(true);
    expect(isSocialProvider('twitter')).toBe(false);
  });
});
