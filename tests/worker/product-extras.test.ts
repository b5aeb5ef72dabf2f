// The product page's streamed extras through the real app in workerd, against the seeded local commerce
// server: complementary products and the comparison table — and a page that stays whole when one of them
// has nothing to show. Similar products come from the browser: recommendations-api.test.ts.
import { describe, expect, it } from 'vitest';
import products from '../../kv-seed/commerce/products.json';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { get, textOf } from './request.ts';
import { stockOf } from './seed.ts';

interface SeedProduct {
  name: Record<string, string | undefined>;
  slug: Record<string, string | undefined>;
  categories: { key: string }[];
  masterVariant: { sku: string; attributes: { name: string; value: unknown }[] };
}
const catalogue: SeedProduct[] = products;
const bySku = (sku: string): SeedProduct => {
  const found = catalogue.find((product) => product.masterVariant.sku === sku);
  if (!found) throw new Error(`seed has no ${sku}`);
  return found;
};
const complementaryKeys = (product: SeedProduct): string[] => {
  const value = product.masterVariant.attributes.find((attribute) => attribute.name === 'complementaryCategories')?.value;
  return Array.isArray(value) ? value.map((ref: { key: string }) => ref.key) : [];
};
const skNames = (skus: readonly string[]) => new Set(skus.map((sku) => bySku(sku).name['sk']));

/** The HTML of the section marked `data-testid="{id}"`, or null when the page has none. */
const section = (html: string, id: string): string | null =>
  new RegExp(`<section[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? null;
const cardNames = (html: string): string[] => [...html.matchAll(/<h3 class="card__name">([^<]*)<\/h3>/g)].map((m) => m[1] ?? '');

async function page(host: string, sku: string, language = 'sk') {
  const product = bySku(sku);
  const response = await get(`http://${host}/p/${product.slug[language] ?? product.slug['en']}`);
  return { status: response.status, html: await response.text() };
}

const slicer = bySku('EX10010001');

describe('complementary products', () => {
  it('shows at most four products from the referenced categories, each category represented', async () => {
    const { status, html } = await page('sk.localhost', 'EX10010001');
    expect(status).toBe(200);
    const complementary = section(html, 'complementary');
    expect(complementary).not.toBeNull();
    expect(textOf(complementary ?? '')).toContain('Hodí sa k tomuto produktu');
    const names = cardNames(complementary ?? '');
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.length).toBeLessThanOrEqual(4);
    expect(names).not.toContain(slicer.name['sk']);
    const keys = complementaryKeys(slicer);
    expect(keys).toEqual(['vacuum-sealers', 'meat-grinders']);
    const inCategory = (key: string) => new Set(catalogue.filter((p) => p.categories.some((c) => c.key === key)).map((p) => p.name['sk']));
    for (const name of names)
      expect(
        keys.some((key) => inCategory(key).has(name)),
        name,
      ).toBe(true);
    for (const key of keys)
      expect(
        names.some((name) => inCategory(key).has(name)),
        key,
      ).toBe(true);
  });

  it('shows none for a product without category references', async () => {
    const plain = catalogue.find(
      (p) => p.masterVariant.sku.startsWith('EX10') && complementaryKeys(p).length === 0 && stockOf(p.masterVariant.sku) > 0,
    );
    if (!plain) throw new Error('seed has no product without complementary categories');
    const { status, html } = await page('sk.localhost', plain.masterVariant.sku);
    expect(status).toBe(200);
    expect(section(html, 'complementary')).toBeNull();
    expect(textOf(html)).not.toContain('Hodí sa k tomuto produktu');
    // The other extras of that page are there: the page did stream its deferred parts.
    expect(section(html, 'comparison')).not.toBeNull();
  });

  it('shows none where the store switches complementary products off (Norway)', async () => {
    const { status, html } = await page('no.localhost', 'EX10010001', 'nb');
    expect(status).toBe(200);
    expect(section(html, 'complementary')).toBeNull();
    expect(textOf(html)).not.toContain(messagesFor('nb')['product.complementary.title']);
    expect(section(html, 'comparison')).not.toBeNull();
  });
});

describe('product comparison', () => {
  it('compares the product with at most four similar ones, five details by default, a dash where one is missing', async () => {
    const { html } = await page('sk.localhost', 'EX10010001');
    const comparison = section(html, 'comparison') ?? '';
    expect(textOf(comparison)).toContain('Porovnajte s podobnými produktmi');
    const columns = [...comparison.matchAll(/<th scope="col" class="comparison__product[^"]*">([\s\S]*?)<\/th>/g)].map((m) => textOf(m[1] ?? ''));
    expect(columns.length).toBeGreaterThanOrEqual(2);
    expect(columns.length).toBeLessThanOrEqual(5);
    expect(columns[0]).toContain(slicer.name['sk']!);
    expect(columns[0]).toContain('Tento produkt');
    expect(columns.slice(1).join(' ')).not.toContain(slicer.name['sk']!);
    // Its sibling model, in the same category, is the most similar.
    expect(columns[1]).toContain(bySku('EX10010002').name['sk']!);

    const rows = [...comparison.matchAll(/<tr><th scope="row">([^<]*)<\/th>([\s\S]*?)<\/tr>/g)];
    expect(rows.length).toBe(5);
    for (const [, , cells] of rows) expect([...(cells ?? '').matchAll(/<td>/g)]).toHaveLength(columns.length);
    expect(rows.map((row) => row[1])).toContain('Výkon');
    expect(comparison).toMatch(/<td>-<\/td>/);
    expect(textOf(comparison)).toMatch(/Zobraziť všetkých \d+ parametrov/);
  });
});

describe('names in the seed', () => {
  it('are distinct, so the assertions above name one product each', () => {
    const skus = catalogue.map((p) => p.masterVariant.sku).filter((sku) => sku.startsWith('EX'));
    expect(skNames(skus).size).toBe(skus.length);
  });
});
