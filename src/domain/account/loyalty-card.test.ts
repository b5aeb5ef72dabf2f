import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isLoyaltyCardNumber, newLoyaltyCardNumber, printedLoyaltyCardNumber } from './loyalty-card.ts';

describe('loyalty card numbers', () => {
  it('computes the GS1 check digit as every EAN-13 scanner does', () => {
    // Published EAN-13 numbers: 400638133393-1 and 501234567890-0.
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('501234567890')).toBe(0);
  });

  it('draws 13 digits: the in-store prefix 29, ten random digits and the check digit', () => {
    const number = newLoyaltyCardNumber(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 255]));
    expect(number).toBe(`291234567895${gs1CheckDigit('291234567895')}`);
    expect(isLoyaltyCardNumber(number)).toBe(true);
  });

  it('refuses to draw from too few random bytes', () => {
    expect(() => newLoyaltyCardNumber(new Uint8Array(9))).toThrow();
  });

  it('knows a mistyped digit and a foreign layout', () => {
    const number = newLoyaltyCardNumber(crypto.getRandomValues(new Uint8Array(10)));
    const typo = `${number.slice(0, 5)}${(Number(number[5]) + 1) % 10}${number.slice(6)}`;
    expect(isLoyaltyCardNumber(typo)).toBe(false);
    expect(isLoyaltyCardNumber('4006381333931')).toBe(false);
    expect(isLoyaltyCardNumber('29123')).toBe(false);
  });

  it('prints the number in groups a person can read out, and any other number as it is', () => {
    const number = `291234567895${gs1CheckDigit('291234567895')}`;
    expect(printedLoyaltyCardNumber(number)).toBe(`2912 3456 ${number.slice(8)}`);
    expect(printedLoyaltyCardNumber('C-1001')).toBe('C-1001');
    expect(printedLoyaltyCardNumber('4006381333931')).toBe('4006381333931');
  });
});
