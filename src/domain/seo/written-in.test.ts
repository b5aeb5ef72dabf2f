import { describe, expect, it } from 'vitest';
import { marketFor } from '../markets/resolve-market.ts';
import { categoryPageIn, contentPageIn, productPageIn, writtenSlugs, type ProductPresence } from './written-in.ts';

describe('writtenSlugs', () => {
  it('keeps a slug only where the name is written in that language too, never the English fallback', () => {
    expect(
      writtenSlugs(
        { en: 'Meat slicer', de: 'Aufschnittmaschine', fr: ' ', xx: 'Slicer' },
        { en: 'meat-slicer', de: 'aufschnittmaschine', fr: 'trancheuse', el: 'kopticho', xx: 'slicer' },
      ),
    ).toEqual({ en: 'meat-slicer', de: 'aufschnittmaschine' });
  });
});

describe('page in a market', () => {
  const product: ProductPresence = { slugs: { de: 'aufschnittmaschine-10010001', fr: 'trancheuse-10010001' }, soldIn: ['de-DE', 'fr-FR', 'de-CH'] };

  it('a product exists where it is sold and written in the market’s language', () => {
    expect(productPageIn(product)(marketFor('DE'))).toEqual({ name: 'product', slug: 'aufschnittmaschine-10010001' });
    // Sold in CH, but not written in Italian; written in French, but not sold in BE.
    expect(productPageIn(product)(marketFor('CH', 'it'))).toBeNull();
    expect(productPageIn(product)(marketFor('BE', 'fr'))).toBeNull();
  });

  it('a category exists where it is shown and written in the market’s language', () => {
    const entry = { key: 'grills', slugs: { de: 'grills-de', el: 'psistaries' }, markets: ['DE' as const, 'AT' as const] };
    expect(categoryPageIn(entry)(marketFor('AT'))).toEqual({ name: 'category', slug: 'grills-de' });
    expect(categoryPageIn(entry)(marketFor('GR'))).toBeNull();
    expect(categoryPageIn({ ...entry, markets: null })(marketFor('GR'))).toEqual({ name: 'category', slug: 'psistaries' });
    expect(categoryPageIn(undefined)(marketFor('DE'))).toBeNull();
  });

  it('a content page exists in the languages the CMS holds it in', () => {
    expect(contentPageIn('payment', ['de', 'fr'])(marketFor('BE', 'fr'))).toEqual({ name: 'content', slug: 'payment' });
    expect(contentPageIn('payment', ['de', 'fr'])(marketFor('BE', 'nl'))).toBeNull();
  });
});
