// What crawlers should be offered, read straight from the demo catalogue the stack was seeded with: a page
// in a locale where its market sells (shows) it and its name and slug are written in that language
// (issue 17). Recomputed here from the seed files, so the tests follow the catalogue as it is translated.
import { inject } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type Language, type LocaleCode } from '../../src/domain/markets/countries.ts';
import { marketFor } from '../../src/domain/markets/resolve-market.ts';
import { hrefFor, type RouteRef } from '../../src/domain/routes/route-table.ts';
import type { SeededProduct as SeedProduct } from './seeded-catalogue.ts';

type SeedEntry = Pick<SeedProduct, 'name' | 'slug'>;

// The full catalogue the stack was seeded with, as the global setup read it (seeded-catalogue.ts).
const { products: allProducts, categories: allCategories } = inject('seededCatalogue');

/** Every locale of the shop with its country and language. */
const LOCALES = COUNTRY_CODES.flatMap((code) =>
  COUNTRIES[code].languages.map((language) => ({ code, language, locale: `${language}-${code}` as LocaleCode })),
);

/** The slug of an entry in a language it is written in (own name and slug), else undefined. */
export const writtenSlug = (entry: SeedEntry, language: Language): string | undefined =>
  entry.name[language]?.trim() && entry.slug[language]?.trim() ? entry.slug[language] : undefined;

const attribute = (product: SeedProduct, name: string): unknown => product.masterVariant.attributes?.find((a) => a.name === name)?.value;

/** The seed's sale facts: a real, eligible product, enabled on the locale, with a price in the country's currency. */
export function isSoldIn(product: SeedProduct, code: CountryCode, locale: LocaleCode): boolean {
  const enabled = attribute(product, 'enabledOnMarket') as Record<string, string> | undefined;
  return (
    attribute(product, 'isVirtual') !== true &&
    attribute(product, 'eligibleForSelling') !== false &&
    (enabled === undefined || enabled[locale] === 'true') &&
    product.masterVariant.prices.some((price) => price.value.currencyCode === COUNTRIES[code].currency && (!price.country || price.country === code))
  );
}

const absolute = (code: CountryCode, language: Language, ref: RouteRef): string =>
  `http://${code.toLowerCase()}.localhost${hrefFor(marketFor(code, language), ref)}`;

export function seedProduct(key: string): SeedProduct {
  const found = allProducts.find((product) => product.key === key);
  if (!found) throw new Error(`seed has no product ${key}`);
  return found;
}

/** locale → URL of the product's page, for every locale that sells it and whose language it is written in. */
export function productAlternates(product: SeedProduct): Map<string, string> {
  return new Map(
    LOCALES.flatMap(({ code, language, locale }) => {
      const slug = writtenSlug(product, language);
      return slug && isSoldIn(product, code, locale) ? [[locale, absolute(code, language, { name: 'product', slug })] as const] : [];
    }),
  );
}

/** locale → URL of the category's page, for every locale whose market shows it and whose language it is written in. */
export function categoryAlternates(key: string): Map<string, string> {
  const entry = allCategories.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`seed has no category ${key}`);
  const shownIn = entry.custom?.fields?.hasProducts;
  return new Map(
    LOCALES.flatMap(({ code, language, locale }) => {
      const slug = writtenSlug(entry, language);
      return slug && (!shownIn || shownIn.includes(code)) ? [[locale, absolute(code, language, { name: 'category', slug })] as const] : [];
    }),
  );
}

/** The product URLs the sitemap of a locale lists: each published product it sells and is written in. */
export function sitemapProductUrls(code: CountryCode, language: Language): string[] {
  const locale = `${language}-${code}` as LocaleCode;
  return allProducts.flatMap((product) => {
    const slug = writtenSlug(product, language);
    return slug && isSoldIn(product, code, locale) ? [absolute(code, language, { name: 'product', slug })] : [];
  });
}

/** Every slug the seed has for products in languages other than `language` (what a sitemap of it must never show). */
export function otherLanguagesProductSlugs(language: Language): Set<string> {
  return new Set(
    allProducts.flatMap((product) =>
      Object.entries(product.slug).flatMap(([other, slug]) => (other !== language && slug && slug !== product.slug[language] ? [slug] : [])),
    ),
  );
}
