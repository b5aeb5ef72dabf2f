import { describe, expect, it } from 'vitest';
import { newAddressKey } from './saved-address.ts';

describe('newAddressKey', () => {
  it('is the postal code plus the timestamp', () => {
    expect(newAddressKey('10115', 1763920000000)).toBe('10115-1763920000000');
  });

  it('keeps only what a commercetools key may hold: no space, no dash from the postal code', () => {
    expect(newAddressKey('811 01', 1763920000000)).toBe('81101-1763920000000');
    expect(newAddressKey('00-950', 1763920000000)).toBe('00950-1763920000000');
    expect(newAddressKey('SW1A 1AA', 1)).toMatch(/^[A-Za-z0-9_-]{2,256}$/);
  });

  it('differs for the same postal code a moment later', () => {
    expect(newAddressKey('10115', 1)).not.toBe(newAddressKey('10115', 2));
  });
});
