import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, MAX_EMAIL_LENGTH } from './contact.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(isValidEmail('jana.novak@example.sk')).toBe(true);
    expect(isValidEmail('first+tag@sub.example.co.uk')).toBe(true);
    expect(isValidEmail('  jana@example.sk ')).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const input of ['', 'jana', 'jana@', '@example.sk', 'jana@example', 'ja na@example.sk', 'jana@@example.sk', '<b>@example.sk']) {
      expect(isValidEmail(input), input).toBe(false);
    }
  });

  it(`refuses an address longer than ${MAX_EMAIL_LENGTH} characters`, () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.sk`)).toBe(false);
  });
});

describe('isValidPhone', () => {
  it('is optional: no phone passes', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('   ')).toBe(true);
  });

  it('takes an optional leading plus and at least 8 digits, with spaces between digits', () => {
    expect(isValidPhone('12345678')).toBe(true);
    expect(isValidPhone('+421 905 123 456')).toBe(true);
    expect(isValidPhone('0905 123 456')).toBe(true);
    expect(isValidPhone(' +49 30 1234567 ')).toBe(true);
  });

  it('refuses fewer than 8 digits', () => {
    expect(isValidPhone('1234567')).toBe(false);
    expect(isValidPhone('+123 456 7')).toBe(false);
  });

  it('refuses a plus elsewhere, doubled spaces, a space after the plus, and other characters', () => {
    for (const input of [
      '421+905123456',
      '++421905123456',
      '+ 421905123456',
      '0905  123456',
      '0905-123-456',
      '(0905) 123456',
      '0905123456x',
      'abcdefgh',
    ]) {
      expect(isValidPhone(input), input).toBe(false);
    }
  });
});
