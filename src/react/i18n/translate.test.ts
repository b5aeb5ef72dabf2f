// Plural forms and numbers in messages, with the shop's own locale files (Czech and Polish
// one/few/many/other, German and English one/other) and the locale's way of writing numbers.
import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages.ts';
import { formatNumber } from './number-format.ts';
import { createTranslate } from './translate.ts';

const NBSP = '\u00a0';

describe('createTranslate', () => {
  describe('cs-CZ', () => {
    const t = createTranslate('cs-CZ', messagesFor('cs'));

    it.each([
      [1, '1 produkt'],
      [2, '2 produkty'],
      [4, '4 produkty'],
      [5, '5 produktů'],
      [0, '0 produktů'],
      [11, '11 produktů'],
      [22, '22 produktů'],
      [1.5, '1,5 produktu'],
      [1234, `1${NBSP}234 produktů`],
    ])('counts %s as "%s"', (count, text) => {
      expect(t('category.products', { count })).toBe(text);
    });

    it('agrees the whole sentence with the count', () => {
      expect(t('header.cart.items', { count: 1 })).toBe('1 položka v košíku');
      expect(t('header.cart.items', { count: 3 })).toBe('3 položky v košíku');
      expect(t('header.cart.items', { count: 12 })).toBe('12 položek v košíku');
      expect(t('availability.low', { count: 2 })).toBe('Skladem už jen 2 kusy');
      expect(t('quickSearch.count', { count: 9 })).toBe('9 nalezených produktů');
    });

    it('writes the rating with a decimal comma', () => {
      expect(t('product.rating', { rating: formatNumber(4.9, 'cs-CZ', 1), count: 218 })).toBe('4,9 z 5 (218 hodnocení)');
      expect(t('product.rating', { rating: formatNumber(4, 'cs-CZ', 1), count: 1 })).toBe('4,0 z 5 (1 hodnocení)');
    });
  });

  describe('pl-PL', () => {
    const t = createTranslate('pl-PL', messagesFor('pl'));

    it.each([
      [1, '1 produkt'],
      [2, '2 produkty'],
      [4, '4 produkty'],
      [5, '5 produktów'],
      [12, '12 produktów'],
      [22, '22 produkty'],
      [25, '25 produktów'],
      [0, '0 produktów'],
      [1.5, '1,5 produktu'],
    ])('counts %s as "%s"', (count, text) => {
      expect(t('category.products', { count })).toBe(text);
    });

    it('agrees the verb with the count', () => {
      expect(t('availability.low', { count: 1 })).toBe('Została tylko 1 sztuka');
      expect(t('availability.low', { count: 3 })).toBe('Zostały tylko 3 sztuki');
      expect(t('availability.low', { count: 7 })).toBe('Zostało tylko 7 sztuk');
    });

    it('writes five-digit counts with a thousands separator', () => {
      expect(t('quickSearch.count', { count: 12345 })).toBe(`Znaleziono 12${NBSP}345 produktów`);
    });
  });

  describe('de-DE', () => {
    const t = createTranslate('de-DE', messagesFor('de'));

    it('counts one and other', () => {
      expect(t('category.products', { count: 1 })).toBe('1 Produkt');
      expect(t('category.products', { count: 19 })).toBe('19 Produkte');
      expect(t('listing.filter.rating.andUp', { count: 1 })).toBe('ab 1 Stern');
      expect(t('listing.filter.rating.andUp', { count: 4 })).toBe('ab 4 Sternen');
    });

    it('writes numbers the German way: decimal comma, thousands point', () => {
      expect(t('product.rating', { rating: formatNumber(4.9, 'de-DE', 1), count: 1 })).toBe('4,9 von 5 (1 Bewertung)');
      expect(t('listing.filters.apply', { count: 1234 })).toBe('1.234 Produkte anzeigen');
      expect(t('cart.tax', { rate: 8.1 })).toBe('MwSt. 8,1 %');
      expect(t('pagination.page', { page: 2, count: 1200 })).toBe('Seite 2 von 1.200');
    });

    it('leaves string params as they are (a year is no quantity)', () => {
      expect(t('footer.copyright', { year: '2026' })).toBe('© 2007–2026 Exquip. Alle Rechte vorbehalten.');
      expect(t('cart.coupon.remove', { code: '1000' })).toBe('Gutschein 1000 entfernen');
    });
  });

  describe('en-GB', () => {
    const t = createTranslate('en-GB', messagesFor('en'));

    it('counts one and other, with a thousands comma', () => {
      expect(t('header.cart.items', { count: 1 })).toBe('1 item in the cart');
      expect(t('header.cart.items', { count: 2 })).toBe('2 items in the cart');
      expect(t('product.volumeDiscount.tier', { count: 10 })).toBe('from 10 pcs');
      expect(t('category.products', { count: 1234 })).toBe('1,234 products');
      expect(t('product.rating', { rating: formatNumber(4.9, 'en-GB', 1), count: 218 })).toBe('4.9 out of 5 (218 reviews)');
    });

    it('reads plain messages without params, and an unknown key as the key', () => {
      expect(t('cart.title')).toBe('Your cart');
      expect(t('no.such.key')).toBe('no.such.key');
      expect(t('no.such.key', { count: 2 })).toBe('no.such.key');
    });
  });

  it('takes the "other" form where a message has fewer categories than the language (an English fallback in Romanian)', () => {
    const t = createTranslate('ro-RO', { 'category.products#one': '{{count}} product', 'category.products#other': '{{count}} products' });
    expect(t('category.products', { count: 1 })).toBe('1 product');
    expect(t('category.products', { count: 3 })).toBe('3 products');
  });

  it('counts in Romanian with its three forms ("20 de produse")', () => {
    const t = createTranslate('ro-RO', messagesFor('ro'));
    expect(t('category.products', { count: 1 })).toBe('1 produs');
    expect(t('category.products', { count: 3 })).toBe('3 produse');
    expect(t('category.products', { count: 20 })).toBe('20 de produse');
  });

  it.each([
    [
      'lt-LT',
      'lt',
      [
        [1, '1 prekė'],
        [2, '2 prekės'],
        [10, '10 prekių'],
        [21, '21 prekė'],
        [1.5, '1,5 prekės'],
      ],
    ],
    [
      'sl-SI',
      'sl',
      [
        [1, '1 izdelek'],
        [2, '2 izdelka'],
        [3, '3 izdelki'],
        [5, '5 izdelkov'],
        [101, '101 izdelek'],
        [102, '102 izdelka'],
      ],
    ],
    [
      'hr-HR',
      'hr',
      [
        [1, '1 proizvod'],
        [3, '3 proizvoda'],
        [5, '5 proizvoda'],
        [21, '21 proizvod'],
      ],
    ],
  ] as const)('counts in %s with its own plural forms', (locale, language, cases) => {
    const t = createTranslate(locale, messagesFor(language));
    for (const [count, text] of cases) expect(t('category.products', { count })).toBe(text);
  });

  it('keeps a plural message out of plain lookups: its forms sit under key#category', () => {
    const messages = messagesFor('cs');
    expect(messages['category.products']).toBeUndefined();
    expect(messages['category.products#few']).toBe('{{count}} produkty');
    expect(messages['cart.error.failed']).toBe(messagesFor('cs')['cart.error.failed']);
    expect(typeof messages['cart.error.failed']).toBe('string');
  });
});

describe('formatNumber', () => {
  it("writes the locale's separators and fixes the fraction digits when asked", () => {
    expect(formatNumber(4.9, 'de-DE', 1)).toBe('4,9');
    expect(formatNumber(5, 'cs-CZ', 1)).toBe('5,0');
    expect(formatNumber(4.9, 'en-GB', 1)).toBe('4.9');
    expect(formatNumber(1234567, 'de-AT')).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
  });
});
