import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { hasSignedInCookie } from './signed-in-cookie.ts';

describe('the signed-in cookie', () => {
  it('is found among other cookies by the name the worker sets', () => {
    expect(hasSignedInCookie(`country=SK; ${COOKIE_NAMES.customerId}=c-1; locale=sk-SK`)).toBe(true);
    expect(hasSignedInCookie(`${COOKIE_NAMES.customerId}=c-1`)).toBe(true);
  });

  it('is not taken from a cookie whose name only ends or starts the same', () => {
    expect(hasSignedInCookie('country=SK; old_customer_id=c-1')).toBe(false);
    expect(hasSignedInCookie('customer_id_hint=1')).toBe(false);
    expect(hasSignedInCookie('')).toBe(false);
  });
});
