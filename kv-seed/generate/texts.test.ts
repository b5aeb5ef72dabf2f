// The number-dependent wording of the extra guarantees and discounts, as a shopper reads it in the product
// name and the cart: the noun after a number follows each language's plural rule.
import { describe, expect, it } from 'vitest';
import { LANGS } from './lib.ts';
import { couponName, guaranteeDescription, guaranteeDuration, volumeDiscountName } from './texts.ts';

describe('guaranteeDuration', () => {
  it.each([
    ['pt', ['1 ano', '2 anos', '5 anos']],
    ['da', ['1 år', '2 år', '5 år']],
    ['fi', ['1 vuosi', '2 vuotta', '5 vuotta']],
    ['el', ['1 έτος', '2 έτη', '5 έτη']],
    ['hr', ['1 godina', '2 godine', '5 godina']],
    ['lt', ['1 metai', '2 metai', '5 metai']],
    ['ro', ['1 an', '2 ani', '5 ani']],
    ['bg', ['1 година', '2 години', '5 години']],
    ['sl', ['1 leto', '2 leti', '5 let']],
  ] as const)('counts years in %s', (lang, [one, two, five]) => {
    expect([guaranteeDuration(lang, 1), guaranteeDuration(lang, 2), guaranteeDuration(lang, 5)]).toEqual([one, two, five]);
  });

  it('uses the forms of larger numbers where they change', () => {
    expect([3, 4, 11, 21, 22, 25].map((n) => guaranteeDuration('sl', n))).toEqual(['3 leta', '4 leta', '11 let', '21 let', '22 let', '25 let']);
    expect([3, 11, 12, 21, 22].map((n) => guaranteeDuration('hr', n))).toEqual(['3 godine', '11 godina', '12 godina', '21 godina', '22 godine']);
    expect([10, 11, 19, 21, 30].map((n) => guaranteeDuration('lt', n))).toEqual(['10 metų', '11 metų', '19 metų', '21 metai', '30 metų']);
    expect([19, 20, 101, 120].map((n) => guaranteeDuration('ro', n))).toEqual(['19 ani', '20 de ani', '101 ani', '120 de ani']);
  });

  it('puts the duration into every description', () => {
    for (const lang of LANGS) expect(guaranteeDescription(lang, 3)).toContain(guaranteeDuration(lang, 3));
  });
});

describe('discount names', () => {
  it('write the percent sign as each market does', () => {
    expect(volumeDiscountName('el', 10, 5)).toBe('Έκπτωση ποσότητας 10% από 5 τεμάχια');
    expect(volumeDiscountName('sv', 10, 5)).toBe('Mängdrabatt 10 % från 5 st.');
    expect(couponName('ro', 'WELCOME10', 10)).toBe('Cupon WELCOME10 −10%');
    expect(couponName('fi', 'SAVE20', undefined)).toBe('Kuponki SAVE20');
  });
});
