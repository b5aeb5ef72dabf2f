import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../domain/markets/countries.ts';

const dir = dirname(fileURLToPath(import.meta.url));
const load = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const placeholders = (text: unknown): string[] => [...new Set([...String(text).matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
/** A plural message: an object of plural categories, each a text (src/react/i18n/plural-forms.ts). */
const isForms = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const categoriesOf = (language: string): string[] => [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

/**
 * Messages with a `{{count}}` that counts no noun, so one text fits every number ("Page 2 of 5",
 * "24 per page"); every other message with a count has plural forms.
 */
const COUNT_WITHOUT_PLURAL = ['pagination.page', 'product.image', 'product.view360.position', 'cart.quantityTimes', 'listing.hitsPerPage.option'];

/** Texts that are the same in every language: the brand, payment brands, bank codes, a multiplication sign. */
const SAME_EVERYWHERE = [
  'shop.name',
  'cart.quantityTimes',
  'payment.method.applepay',
  'payment.method.googlepay',
  'payment.method.ideal',
  'payment.method.mobilepay',
  'payment.method.multibanco',
  'payment.method.paypal',
  'payment.method.twint',
  'thankYou.bank.bic',
  'thankYou.bank.iban',
];

/**
 * Per language, the messages whose English text is also that language's own word ("Blog", "Menu", "E-mail",
 * "Bank", "Subtotal"…); any other message equal to the English one is an untranslated leftover.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  bg: [],
  cs: [
    'header.menu',
    'footer.blog',
    'signIn.field.email',
    'checkout.field.email',
    'listing.sort.relevance',
    'thankYou.multibanco.reference',
    'contact.field.email',
  ],
  da: [
    'header.menu',
    'footer.blog',
    'signIn.field.email',
    'checkout.field.email',
    'cart.subtotal',
    'tag.bestseller',
    'thankYou.bank.institute',
    'thankYou.multibanco.reference',
    'contact.field.email',
    'contact.send',
  ],
  de: [
    'nav.sale',
    'product.highlights',
    'footer.jobs',
    'footer.blog',
    'checkout.field.optional',
    'tag.bestseller',
    'thankYou.bank.institute',
    'contact.field.name',
    'contact.optional',
  ],
  el: ['signIn.field.email', 'checkout.field.email', 'contact.field.email'],
  es: ['footer.blog', 'cart.subtotal', 'cart.total'],
  fi: [],
  fr: [
    'header.contact',
    'header.menu',
    'pagination.label',
    'product.description',
    'footer.inspirations',
    'footer.blog',
    'signIn.field.email',
    'checkout.contact.legend',
    'checkout.field.email',
    'cart.total',
    'contact.field.email',
  ],
  hr: ['footer.blog'],
  hu: ['footer.blog', 'thankYou.bank.institute', 'contact.field.email'],
  it: [
    'header.menu',
    'breadcrumb.home',
    'footer.blog',
    'route.home',
    'signIn.field.email',
    'signIn.field.password',
    'checkout.field.email',
    'cart.lineDiscount.coupon',
    'contact.field.email',
  ],
  lt: [],
  nb: ['thankYou.bank.institute', 'contact.send'],
  nl: [
    'header.contact',
    'header.menu',
    'home.bestsellers',
    'breadcrumb.home',
    'footer.blog',
    'route.home',
    'checkout.contact.legend',
    'listing.filters',
    'tag.bestseller',
    'thankYou.bank.institute',
    'contact.field.email',
  ],
  pl: [
    'header.menu',
    'footer.blog',
    'signIn.field.email',
    'checkout.field.email',
    'cart.tax',
    'tag.bestseller',
    'thankYou.bank.institute',
    'contact.field.email',
  ],
  pt: ['header.menu', 'signIn.field.email', 'checkout.field.email', 'cart.subtotal', 'cart.total', 'contact.field.email'],
  ro: [
    'header.contact',
    'footer.blog',
    'signIn.field.email',
    'checkout.contact.legend',
    'checkout.field.email',
    'cart.subtotal',
    'cart.total',
    'contact.field.email',
  ],
  sk: ['header.menu', 'footer.blog', 'signIn.field.email', 'checkout.field.email', 'contact.field.email'],
  sl: ['footer.blog'],
  sv: ['thankYou.bank.institute'],
};

const en = load('en.json');
const enKeys = Object.keys(en).sort();
const enPlurals = enKeys.filter((key) => isForms(en[key]));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'en.json')
  .sort();

describe('locales', () => {
  it('has a file for every language of the shop', () => {
    expect(['en.json', ...files].map((file) => basename(file, '.json')).sort()).toEqual([...LANGUAGES].sort());
  });

  it('gives every English message with a count plural forms, unless it counts no noun', () => {
    const counting = enKeys.filter((key) => placeholders(isForms(en[key]) ? en[key]['other'] : en[key]).includes('count'));
    expect(counting.filter((key) => !isForms(en[key])).sort()).toEqual([...COUNT_WITHOUT_PLURAL].sort());
    expect(enPlurals.length).toBeGreaterThan(0);
  });

  it('has no key with the separator of the flat plural keys', () => {
    expect(enKeys.filter((key) => key.includes('#'))).toEqual([]);
  });

  describe.each(['en.json', ...files])('%s', (file) => {
    const messages = load(file);
    const language = basename(file, '.json');

    it('has exactly the keys of en.json', () => {
      expect(Object.keys(messages).sort()).toEqual(enKeys);
    });

    // English is the master: only the other languages can hold a leftover.
    if (language !== 'en')
      it('leaves no message in English unless English is also this language’s text', () => {
        const allowed = new Set([...SAME_EVERYWHERE, ...(SAME_AS_ENGLISH[language] ?? [])]);
        const leftovers = enKeys.filter((key) => JSON.stringify(messages[key]) === JSON.stringify(en[key]) && !allowed.has(key));
        expect(leftovers).toEqual([]);
      });

    it('uses the same {{…}} placeholders per key as en.json', () => {
      for (const key of enKeys.filter((k) => !enPlurals.includes(k))) {
        expect(typeof messages[key], `${file} ${key}`).toBe('string');
        expect(placeholders(messages[key]), `${file} ${key}`).toEqual(placeholders(en[key]));
      }
    });

    it(`has every plural message with exactly the categories of "${language}", each with {{count}} and the placeholders of en.json`, () => {
      for (const key of enPlurals) {
        const forms = messages[key];
        expect(isForms(forms), `${file} ${key} is an object of plural forms`).toBe(true);
        if (!isForms(forms) || !isForms(en[key])) continue;
        expect(Object.keys(forms).sort(), `${file} ${key}`).toEqual(categoriesOf(language));
        for (const [category, text] of Object.entries(forms)) {
          expect(typeof text, `${file} ${key} ${category}`).toBe('string');
          expect(placeholders(text), `${file} ${key} ${category}`).toEqual(placeholders(en[key]['other']));
          expect(placeholders(text), `${file} ${key} ${category}`).toContain('count');
        }
      }
    });
  });
});
