// Messages that count, as the worker renders them: each count in its language's plural form and every
// number written as the page's locale writes it ("4,5" in German, not "4.5").
import { describe, expect, it } from 'vitest';
import products from '../../kv-seed/commerce/products.json';
import { get, textOf } from './request.ts';
import { category, stockOf } from './seed.ts';

const bySku = (sku: string) => {
  const found = products.find((product) => product.masterVariant.sku === sku);
  if (!found) throw new Error(`seed has no product ${sku}`);
  return found;
};

/** The meat slicer: ten seeded reviews averaging 4.6 stars (its review statistics at commercetools). */
const SLICER = bySku('EX10010001');
/** B-ware with 1, 2 and 5 units left in the seed (low stock is up to 5). */
const LAST_PIECES = [
  ['EX20050011', 1],
  ['EX20010006', 2],
  ['EX20050001', 5],
] as const;

const pageText = async (url: string): Promise<string> => {
  const response = await get(url);
  expect(response.status, url).toBe(200);
  return textOf(await response.text());
};

describe('messages that count', () => {
  it('writes the rating with a decimal comma and the reviews in the plural on a German product page', async () => {
    const text = await pageText(`http://de.localhost/p/${SLICER.slug.de}`);
    expect(text).toContain('4,6 von 5 (10 Bewertungen)');
    expect(text).not.toContain('4.6 von 5');
  });

  it('writes the rating with a decimal point on an English product page', async () => {
    expect(await pageText(`http://gb.localhost/p/${SLICER.slug.en}`)).toContain('4.6 out of 5 (10 reviews)');
  });

  it("gives the compact rating of each product card the locale's decimal comma", async () => {
    const text = await pageText(`http://de.localhost/c/${category('gastronomy').slug.de}`);
    // "4,9 (218)": the text nodes of the compact rating come out with spaces between them.
    expect(text).toMatch(/(?<!\d)\d,\d \( ?\d+ ?\)/);
    expect(text).not.toMatch(/(?<!\d)\d\.\d \( ?\d+ ?\)/);
  });

  it.each(LAST_PIECES)('agrees the last pieces of %s (%i left) with their number in Czech and Polish', async (sku, left) => {
    expect(stockOf(sku)).toBe(left);
    const product = bySku(sku);
    const czech = { 1: 'Skladem už jen 1 kus', 2: 'Skladem už jen 2 kusy', 5: 'Skladem už jen 5 kusů' }[left];
    const polish = { 1: 'Została tylko 1 sztuka', 2: 'Zostały tylko 2 sztuki', 5: 'Zostało tylko 5 sztuk' }[left];
    expect(await pageText(`http://cz.localhost/p/${product.slug.cs}`)).toContain(czech);
    expect(await pageText(`http://pl.localhost/p/${product.slug.pl}`)).toContain(polish);
  });

  it('counts the products of a category in the plural form of its number', async () => {
    const gastronomy = category('gastronomy');
    expect(await pageText(`http://cz.localhost/c/${gastronomy.slug.cs}`)).toMatch(/(?<!\d)19 produktů/);
    expect(await pageText(`http://pl.localhost/c/${gastronomy.slug.pl}`)).toMatch(/(?<!\d)19 produktów/);
    expect(await pageText(`http://de.localhost/c/${gastronomy.slug.de}`)).toMatch(/(?<!\d)19 Produkte/);
  });
});
