// The committed CMS seed under kv-seed/content, read from disk the way the seeding script reads it, must
// map to KV entries without error and hold every static info page in every seeded language.
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContentPageSchema, STATIC_PAGES, type ContentPage } from '../src/domain/content/content-page.ts';
import { parseComponentList } from '../src/domain/content/component-list.ts';
import { componentListKey, contentPageKey } from '../src/domain/content/kv-keys.ts';
import { LANGUAGES, type Language } from '../src/domain/markets/countries.ts';
import { contentEntries, type KvEntry } from './content-entries.ts';

const CONTENT_DIR = fileURLToPath(new URL('./content', import.meta.url));

/** The demo pages are written in every language of the shop. */
const SEED_LANGUAGES = LANGUAGES;

/** Every `*.json` under kv-seed/content, keyed by its path relative to it with forward slashes. */
function readSeedFiles(): Record<string, unknown> {
  const paths = readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.json'));
  return Object.fromEntries(
    paths.sort().map((path) => [path.split(sep).join('/'), JSON.parse(readFileSync(join(CONTENT_DIR, path), 'utf8')) as unknown]),
  );
}

const files = readSeedFiles();

/** Every text a shopper reads on a content page. */
const pageTexts = (content: ContentPage): string[] =>
  content.blocks.flatMap((block) => {
    if (block.type === 'heading' || block.type === 'paragraph') return [block.text];
    if (block.type === 'list') return block.items;
    if (block.type === 'faq') return block.items.flatMap((item) => [item.question, item.answer]);
    return [];
  });

/** "Customer account" and "contact form" as the seeded pages write them in each language. */
const CUSTOMER_ACCOUNT: Record<Language, RegExp> = {
  bg: /акаунт/i,
  cs: /zákaznick\S* účt/i,
  da: /kundekonto/i,
  de: /kundenkont/i,
  el: /λογαριασμ\S* πελάτη/i,
  en: /customer account/i,
  es: /cuenta de cliente/i,
  fi: /asiakastil/i,
  fr: /compte client/i,
  hr: /korisničk\S* račun/i,
  hu: /ügyfélfiók/i,
  it: /account cliente/i,
  lt: /kliento paskyr/i,
  nb: /kundekonto/i,
  nl: /klantaccount/i,
  pl: /kont\S* klienta/i,
  pt: /conta de cliente/i,
  ro: /cont\S* de client/i,
  sk: /zákazníck\S* účt/i,
  sl: /profil/i,
  sv: /kundkonto/i,
};
const CONTACT_FORM: Record<Language, RegExp> = {
  bg: /формуляр\S* за контакт/i,
  cs: /kontaktní\S* formulář/i,
  da: /kontaktformular/i,
  de: /kontaktformular/i,
  el: /φόρμ\S* επικοινωνίας/i,
  en: /contact form/i,
  es: /formulario de contacto/i,
  fi: /yhteydenottolomak/i,
  fr: /formulaire de contact/i,
  hr: /obra(zac|sc)\S* za kontakt/i,
  hu: /kapcsolatfelvételi űrlap/i,
  it: /modulo di contatto/i,
  lt: /kontaktų form/i,
  nb: /kontaktskjema/i,
  nl: /contactformulier/i,
  pl: /formularz\S* kontaktow/i,
  pt: /formulário de contacto/i,
  ro: /formular\S*(?: nostru)? de contact/i,
  sk: /kontaktn\S* formulár/i,
  sl: /kontaktn\S* obraz/i,
  sv: /kontaktformulär/i,
};

describe('kv-seed/content', () => {
  let seeded: { entries: KvEntry[]; values: Map<string, string> } | undefined;
  /** The KV entries of the seed, mapped once (each test can also run on its own). */
  const seed = () => {
    if (!seeded) {
      const entries = contentEntries(files);
      seeded = { entries, values: new Map(entries.map((entry) => [entry.key, entry.value])) };
    }
    return seeded;
  };
  const page = (language: Language, slug: string): ContentPage => {
    const value = seed().values.get(contentPageKey(language, slug));
    if (value === undefined) throw new Error(`no page ${language}/${slug}`);
    return v.parse(ContentPageSchema, JSON.parse(value));
  };
  const blockTypes = (content: ContentPage): string[] => content.blocks.map((block) => block.type);

  it('maps every file to KV entries without error', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(STATIC_PAGES.length * SEED_LANGUAGES.length);
    expect(() => contentEntries(files)).not.toThrow();
    const { entries, values } = seed();
    expect(values.size).toBe(entries.length);
  });

  it.each(SEED_LANGUAGES)('has every static page in %s', (language) => {
    const missing = STATIC_PAGES.filter((slug) => !seed().values.has(contentPageKey(language, slug)));
    expect(missing).toEqual([]);
  });

  it.each(SEED_LANGUAGES.filter((language) => language !== 'en'))('gives every %s page the block structure of its English version', (language) => {
    for (const slug of STATIC_PAGES) {
      expect(blockTypes(page(language, slug)), `${language}/${slug}`).toEqual(blockTypes(page('en', slug)));
    }
  });

  it('keeps list items and FAQ questions unique within a block (the page renders them as React keys)', () => {
    for (const language of SEED_LANGUAGES) {
      for (const slug of STATIC_PAGES) {
        for (const block of page(language, slug).blocks) {
          if (block.type !== 'list' && block.type !== 'faq') continue;
          const keys = block.type === 'list' ? block.items : block.items.map((item) => item.question);
          expect(new Set(keys).size, `${language}/${slug}`).toBe(keys.length);
        }
      }
    }
  });

  it('keeps meta descriptions to a search snippet (160 characters)', () => {
    for (const language of SEED_LANGUAGES) {
      for (const slug of STATIC_PAGES) {
        expect(page(language, slug).metaDescription.length, `${language}/${slug}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it.each(SEED_LANGUAGES)('has a component list in %s with the same banners as the English one and opening hours', (language) => {
    const list = (of: Language) => parseComponentList(JSON.parse(seed().values.get(componentListKey(of)) ?? 'null')).list;
    expect(list(language).banners.map((banner) => [banner.id, banner.link, banner.start, banner.end])).toEqual(
      list('en').banners.map((banner) => [banner.id, banner.link, banner.start, banner.end]),
    );
    expect(list(language).openingHours).not.toBeNull();
  });

  it('refuses a component list the worker would not read whole', () => {
    expect(() => contentEntries({ 'components/en.json': { banners: [{ id: 'x', text: '' }], customerService: {} } })).toThrow(/banner 0/);
    expect(() => contentEntries({ 'components/xx.json': { banners: [], customerService: {} } })).toThrow(/unknown language/);
  });

  it.each(SEED_LANGUAGES)('sends %s shoppers to the contact form that exists, never to their customer account for it', (language) => {
    for (const slug of STATIC_PAGES) {
      const content = page(language, slug);
      const texts = pageTexts(content);
      // The account has no contact form, returns or order status: it is named only where one is created.
      if (slug !== 'privacy-data')
        expect(
          texts.filter((text) => CUSTOMER_ACCOUNT[language].test(text)),
          `${language}/${slug}`,
        ).toEqual([]);
      // Where the text names the form, the page links it (its query parameter opens the form on that page).
      if (texts.some((text) => CONTACT_FORM[language].test(text)))
        expect(
          content.blocks.some((block) => block.type === 'actions' && block.items.some((item) => item.action === 'contact')),
          `${language}/${slug}`,
        ).toBe(true);
    }
  });

  it('has no value containing an unescaped <script', () => {
    const { entries } = seed();
    expect(entries.length).toBeGreaterThan(0);
    const offending = entries.filter((entry) => /<script/i.test(entry.value)).map((entry) => entry.key);
    expect(offending).toEqual([]);
  });
});
