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
import type { Language } from '../src/domain/markets/countries.ts';
import { contentEntries, type KvEntry } from './content-entries.ts';

const CONTENT_DIR = fileURLToPath(new URL('./content', import.meta.url));

/** The languages the demo pages are written in; the others fall back to English. */
const SEED_LANGUAGES = ['en', 'de', 'cs', 'sk', 'pl', 'fr', 'it', 'es', 'nl', 'hu'] as const satisfies readonly Language[];

/** Every `*.json` under kv-seed/content, keyed by its path relative to it with forward slashes. */
function readSeedFiles(): Record<string, unknown> {
  const paths = readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.json'));
  return Object.fromEntries(
    paths.sort().map((path) => [path.split(sep).join('/'), JSON.parse(readFileSync(join(CONTENT_DIR, path), 'utf8')) as unknown]),
  );
}

const files = readSeedFiles();

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

  it('has no value containing an unescaped <script', () => {
    const { entries } = seed();
    expect(entries.length).toBeGreaterThan(0);
    const offending = entries.filter((entry) => /<script/i.test(entry.value)).map((entry) => entry.key);
    expect(offending).toEqual([]);
  });
});
