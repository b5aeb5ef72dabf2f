// CategoryDrafts: names and unique slugs per language, order hints, and the `category-custom`
// fields derived from the catalogue (image, markets with products, related categories).
import type { CategoryDraft } from '@commercetools/platform-sdk';
import { COUNTRY_CODES } from '../../src/domain/markets/countries.ts';
import { ancestry, type Item } from './catalogue.ts';
import { CATEGORY_ROWS, type CategoryRow } from './category-tree.ts';
import { LANGS, locBy, ref, slugify, word } from './lib.ts';
import { CATEGORY_PARAGRAPH } from './texts.ts';

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Unique slug per language: on a clash the parent's slug is put in front. */
const buildSlugs = (rows: readonly CategoryRow[]): Map<string, Record<string, string>> => {
  const slugs = new Map<string, Record<string, string>>();
  const used = new Map<string, Set<string>>(LANGS.map((lang) => [lang, new Set<string>()]));
  for (const row of rows) {
    const entry: Record<string, string> = {};
    for (const lang of LANGS) {
      const taken = used.get(lang) ?? new Set<string>();
      let slug = slugify(word(row.names, lang));
      const parentSlug = row.parent ? slugs.get(row.parent)?.[lang] : undefined;
      if (taken.has(slug) && parentSlug) slug = `${parentSlug}-${slug}`;
      for (let n = 2; taken.has(slug); n += 1) slug = `${slugify(word(row.names, lang))}-${n}`;
      taken.add(slug);
      entry[lang] = slug;
    }
    slugs.set(row.key, entry);
  }
  return slugs;
};

/** Country codes whose market sells the item (any of the country's locales enabled). */
const itemCountries = (item: Item): string[] =>
  item.eligibleForSelling ? COUNTRY_CODES.filter((code) => item.enabledLocales.some((l) => l.endsWith(`-${code}`))) : [];

/** Up to three related categories: siblings first, then the children of the parent's siblings. */
const relatedOf = (row: CategoryRow, rows: readonly CategoryRow[]): string[] => {
  const childrenOf = (parent: string | null): CategoryRow[] => rows.filter((r) => r.parent === parent);
  const siblings = childrenOf(row.parent).map((r) => r.key);
  const index = siblings.indexOf(row.key);
  const rotated = [...siblings.slice(index + 1), ...siblings.slice(0, index)];
  const parent = rows.find((r) => r.key === row.parent);
  const cousins = parent
    ? childrenOf(parent.parent)
        .filter((r) => r.key !== parent.key)
        .flatMap((r) => childrenOf(r.key).map((c) => c.key))
    : [];
  return [...rotated, ...cousins].slice(0, 3);
};

/** Drafts of `rows` (default: the tree without the extension's model lines, series.ts). */
export const categoryDrafts = (items: readonly Item[], rows: readonly CategoryRow[] = CATEGORY_ROWS): CategoryDraft[] => {
  const slugs = buildSlugs(rows);
  const markets = new Map<string, Set<string>>();
  const images = new Map<string, string>();
  for (const item of items) {
    const countries = itemCountries(item);
    for (const key of new Set(item.categories.flatMap(ancestry))) {
      const set = markets.get(key) ?? new Set<string>();
      for (const code of countries) set.add(code);
      markets.set(key, set);
      if (!images.has(key) && item.images[0]) images.set(key, item.images[0]);
    }
  }
  return rows.map((row): CategoryDraft => {
    const siblings = rows.filter((r) => r.parent === row.parent);
    const name = locBy((lang) => word(row.names, lang));
    const related = relatedOf(row, rows);
    const image = images.get(row.key);
    return {
      key: row.key,
      name,
      slug: slugs.get(row.key) ?? {},
      ...(row.parent ? { parent: ref('category', row.parent) } : {}),
      orderHint: `0.${String(siblings.indexOf(row) + 1).padStart(2, '0')}`,
      metaTitle: locBy((lang) => `${name[lang]} | Exquip`),
      metaDescription: locBy((lang) => `${name[lang]}: ${word(CATEGORY_PARAGRAPH, lang)}`),
      custom: {
        type: ref('type', 'category-custom'),
        fields: {
          ...(image ? { CategoryImageURL: image } : {}),
          hasProducts: COUNTRY_CODES.filter((code) => markets.get(row.key)?.has(code)),
          CategoryContentHTML: locBy((lang) => `<h2>${escapeHtml(name[lang] as string)}</h2><p>${escapeHtml(word(CATEGORY_PARAGRAPH, lang))}</p>`),
          ...Object.fromEntries(related.map((key, i) => [`related_categories_${i + 1}`, key])),
        },
      },
    };
  });
};
