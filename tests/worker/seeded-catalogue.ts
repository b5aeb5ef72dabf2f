// The catalogue the worker tests' stack was seeded with (the full demo catalogue, kv-seed/README.md), read
// by the global setup in Node and handed to the tests in workerd through `provide`: the parts crawler tests
// compare pages with (names, slugs, where a product is sold, where a category has products).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

type Localized = Partial<Record<string, string>>;

export interface SeededProduct {
  key: string;
  name: Localized;
  slug: Localized;
  masterVariant: { prices: { value: { currencyCode: string }; country?: string }[]; attributes?: { name: string; value: unknown }[] };
}

export interface SeededCategory {
  key: string;
  name: Localized;
  slug: Localized;
  custom?: { fields?: { hasProducts?: string[] } };
}

export interface SeededCatalogue {
  /** How many reviews were seeded. */
  reviews: number;
  products: SeededProduct[];
  categories: SeededCategory[];
}

/** The attributes that decide where a product is sold. */
const SALE_ATTRIBUTES = new Set(['isVirtual', 'eligibleForSelling', 'enabledOnMarket']);

export async function readSeededCatalogue(seedDir: string): Promise<SeededCatalogue> {
  const products: SeededProduct[] = JSON.parse(await readFile(join(seedDir, 'products.json'), 'utf8'));
  const categories: SeededCategory[] = JSON.parse(await readFile(join(seedDir, 'categories.json'), 'utf8'));
  const reviews: unknown[] = JSON.parse(await readFile(join(seedDir, 'reviews.json'), 'utf8'));
  return {
    reviews: reviews.length,
    products: products.map(({ key, name, slug, masterVariant }) => ({
      key,
      name,
      slug,
      masterVariant: {
        prices: masterVariant.prices.map(({ value, country }) => ({ value: { currencyCode: value.currencyCode }, ...(country ? { country } : {}) })),
        attributes: (masterVariant.attributes ?? []).filter((attribute) => SALE_ATTRIBUTES.has(attribute.name)),
      },
    })),
    categories: categories.map(({ key, name, slug, custom }) => ({
      key,
      name,
      slug,
      custom: { fields: { ...(custom?.fields?.hasProducts ? { hasProducts: custom.fields.hasProducts } : {}) } },
    })),
  };
}
