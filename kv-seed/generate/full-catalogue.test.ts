// The full catalogue the local stack loads (seed-files.ts): deterministic, a realistic size in every
// language, the named products of kv-seed/commerce unchanged at its start, and `--scale` multiplying it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CategoryDraft, InventoryEntryDraft, ProductDraft } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_MAX_QUANTITY } from '../../src/domain/catalogue/stock.ts';
import { DEFAULT_HITS_PER_PAGE } from '../../src/domain/search/listing-state.ts';
import { LANGS } from './lib.ts';
import { generateSeed, type SeedFiles } from './seed-files.ts';

const digest = (files: SeedFiles): string => {
  const hash = createHash('sha256');
  for (const [file, drafts] of Object.entries(files)) hash.update(file).update(JSON.stringify(drafts));
  return hash.digest('hex');
};

const { files } = generateSeed({ kind: 'full', scale: 1 });
const products = files['products.json'] as ProductDraft[];
const categories = files['categories.json'] as CategoryDraft[];
const inventory = files['inventory.json'] as InventoryEntryDraft[];
const committed = (file: string): unknown[] => JSON.parse(readFileSync(new URL(`../commerce/${file}`, import.meta.url), 'utf8'));

const parentOf = new Map(categories.map((c) => [c.key, c.parent?.key]));
const ancestry = (key: string | undefined): string[] => (key ? [key, ...ancestry(parentOf.get(key))] : []);

describe('the full demo catalogue', () => {
  it('is the same, byte for byte, every time it is generated', () => {
    expect(digest(generateSeed({ kind: 'full', scale: 1 }).files)).toBe(digest(files));
  });

  it('starts with the named catalogue of kv-seed/commerce, every draft unchanged', () => {
    for (const file of ['products.json', 'reviews.json', 'inventory.json', 'categories.json']) {
      const named = committed(file);
      expect(files[file]?.slice(0, named.length), file).toEqual(named);
      expect(files[file]?.length, file).toBeGreaterThan(named.length);
    }
  });

  it('has at least 1,100 products, each named and with a plain ASCII slug in every language, slugs unique per language', () => {
    expect(products.length).toBeGreaterThanOrEqual(1100);
    for (const lang of LANGS) {
      const slugs = products.map((p) => p.slug[lang] ?? '');
      expect(products.every((p) => (p.name[lang] ?? '').length > 0)).toBe(true);
      expect(slugs.every((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))).toBe(true);
      expect(new Set(slugs).size).toBe(slugs.length);
      const categorySlugs = categories.map((c) => c.slug[lang] ?? '');
      expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    }
  });

  it('lists the new products in fourth-level categories, with several listings of more than one page', () => {
    const counts = new Map<string, number>();
    for (const product of products) {
      for (const key of new Set((product.categories ?? []).flatMap((c) => ancestry(c.key)))) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(categories.filter((c) => ancestry(c.key).length === 5).length).toBeGreaterThan(50);
    const multiPage = [...counts].filter(([key, count]) => key !== 'all-categories' && count > DEFAULT_HITS_PER_PAGE);
    expect(multiPage.length).toBeGreaterThanOrEqual(10);
    expect(multiPage.some(([, count]) => count > 4 * DEFAULT_HITS_PER_PAGE)).toBe(true);
  });

  it('has some products sold out and some low in stock, and prices spread from a few euros to thousands', () => {
    const stock = inventory.map((entry) => entry.quantityOnStock);
    expect(stock.filter((quantity) => quantity === 0).length).toBeGreaterThan(30);
    expect(stock.filter((quantity) => quantity > 0 && quantity <= LOW_STOCK_MAX_QUANTITY).length).toBeGreaterThan(60);
    const euros = products
      .flatMap((p) => p.masterVariant?.prices?.filter((price) => price.value.currencyCode === 'EUR') ?? [])
      .map((price) => (price.value.centAmount ?? 0) / 100);
    expect(Math.min(...euros.filter((eur) => eur > 0))).toBeLessThan(20);
    expect(Math.max(...euros)).toBeGreaterThan(3000);
  });

  it('makes N times the products at --scale N', () => {
    const doubled = generateSeed({ kind: 'full', scale: 2 }).files['products.json'] ?? [];
    const virtual = products.filter((p) => p.masterVariant?.attributes?.some((a) => a.name === 'isVirtual' && a.value === true)).length;
    expect(doubled.length - virtual).toBe(2 * (products.length - virtual));
  });
});
