// Invariants of the generated demo catalogue in kv-seed/commerce/ (run `npm run seed:generate` first).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type {
  CartDiscountDraft,
  CategoryDraft,
  ChannelDraft,
  InventoryEntryDraft,
  ProductDraft,
  ProductTypeDraft,
  ShippingMethodDraft,
  StoreDraft,
  TaxCategoryDraft,
  TypeDraft,
  ZoneDraft,
} from '@commercetools/platform-sdk';
import { OWN_BRANDS } from '../../src/domain/catalogue/brands.ts';
import { frames360 } from '../../src/domain/catalogue/frames-360.ts';
import { MISSING_PICTURE_SKU } from './catalogue.ts';
import { LANGS } from './lib.ts';
import { ALL_LOCALES, COUNTRIES, COUNTRY_CODES, CURRENCY_CODES } from '../../src/domain/markets/countries.ts';

const load = <T>(file: string): T[] => JSON.parse(readFileSync(new URL(`../commerce/${file}`, import.meta.url), 'utf8')) as T[];

const [types, channels, zones] = [load<TypeDraft>('types.json'), load<ChannelDraft>('channels.json'), load<ZoneDraft>('zones.json')];
const [taxCategories, productTypes] = [load<TaxCategoryDraft>('tax-categories.json'), load<ProductTypeDraft>('product-types.json')];
const [categories, products] = [load<CategoryDraft>('categories.json'), load<ProductDraft>('products.json')];
const [inventory, stores] = [load<InventoryEntryDraft>('inventory.json'), load<StoreDraft>('stores.json')];
const [shippingMethods, cartDiscounts] = [load<ShippingMethodDraft>('shipping-methods.json'), load<CartDiscountDraft>('cart-discounts.json')];

const VIRTUAL_SKUS = ['4100010', '4100020', '4100030', '4100040'];
const WHOLE_UNIT_CURRENCIES = ['DKK', 'SEK', 'NOK', 'CZK', 'HUF'];

type Attrs = Record<string, unknown>;
const attrs = (p: ProductDraft): Attrs => Object.fromEntries((p.masterVariant?.attributes ?? []).map((a) => [a.name, a.value]));
const skuOf = (p: ProductDraft): string => p.masterVariant?.sku ?? '';
const isVirtual = (p: ProductDraft): boolean => attrs(p).isVirtual === true;
const aWare = products.filter((p) => skuOf(p).startsWith('EX10'));
const bWare = products.filter((p) => skuOf(p).startsWith('EX20'));
const virtual = products.filter(isVirtual);
const categoryByKey = new Map(categories.map((c) => [c.key, c]));
const depth = (key: string): number => {
  const parent = categoryByKey.get(key)?.parent?.key;
  return parent ? 1 + depth(parent) : 0;
};
const rootOf = (key: string): string => {
  const parent = categoryByKey.get(key)?.parent?.key;
  return parent ? rootOf(parent) : key;
};
const centsIn = (p: ProductDraft, currency: string): number =>
  p.masterVariant?.prices?.find((price) => price.value.currencyCode === currency)?.value.centAmount ?? Number.NaN;
/** The words of a product's English name that not every language shares, i.e. all but brand and model label. */
const translatedWords = (p: ProductDraft): string[] => {
  const tokens = (lang: string): string[] => (p.name[lang] ?? '').split(/\s+/);
  const shared = LANGS.map(tokens).reduce((common, words) => common.filter((token) => words.includes(token)));
  return tokens('en').filter((token) => !shared.includes(token));
};
const fieldNames = (key: string): string[] => types.find((t) => t.key === key)?.fieldDefinitions?.map((f) => f.name) ?? [];

describe('products', () => {
  it('has at least 84 A-ware, about 10 B-ware and the four virtual extra guarantees', () => {
    expect(aWare.length).toBeGreaterThanOrEqual(84);
    expect(bWare.length).toBeGreaterThanOrEqual(8);
    expect(bWare.length).toBeLessThanOrEqual(12);
    expect(virtual.map(skuOf).sort()).toEqual(VIRTUAL_SKUS);
    expect(products.length).toBe(aWare.length + bWare.length + virtual.length);
  });

  it('follows the SKU and key conventions', () => {
    for (const p of products) {
      const sku = skuOf(p);
      expect(sku).toMatch(/^(EX(10|20)\d{6}|41000[1-4]0)$/);
      expect(p.key).toBe(sku.toLowerCase());
      expect(p.productType.key).toBe('equipment');
      expect(p.taxCategory?.key).toBe('standard');
      expect(p.publish).toBe(true);
    }
    expect(new Set(products.map(skuOf)).size).toBe(products.length);
  });

  it('has names, slugs and descriptions in every catalogue language, slugs plain ASCII, unique and ending in the product number', () => {
    for (const lang of LANGS) {
      const slugs = products.map((p) => p.slug[lang] ?? '');
      expect(new Set(slugs).size).toBe(products.length);
      for (const p of products) {
        const slug = p.slug[lang] ?? '';
        expect(p.name[lang]).toBeTruthy();
        expect(p.description?.[lang]?.length ?? 0).toBeGreaterThan(40);
        expect(p.metaTitle?.[lang]).toBeTruthy();
        expect(p.metaDescription?.[lang]).toBeTruthy();
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const sku = skuOf(p);
        expect(slug.endsWith(`-${sku.startsWith('EX') ? sku.slice(2) : sku}`)).toBe(true);
        if (sku.startsWith('EX')) expect(slug).toMatch(/-\d{8}$/);
      }
    }
  });

  it('writes every name, description, highlight and technical label in each language, not the English one', () => {
    for (const p of [...aWare, ...bWare, ...virtual]) {
      const a = attrs(p);
      const highlights = (a.highlights as Record<string, string>[] | undefined) ?? [];
      const labels = ((a.techDetails as Record<string, string>[] | undefined) ?? []).map((detail) =>
        Object.fromEntries(Object.entries(detail).map(([lang, text]) => [lang, text.split(': ')[0]])),
      );
      for (const lang of LANGS.filter((l) => l !== 'en')) {
        const where = `${skuOf(p)} ${lang}`;
        // A name of nothing but brand and model label reads the same everywhere.
        if (translatedWords(p).length > 0) expect(p.name[lang], where).not.toBe(p.name.en);
        expect(p.description?.[lang], where).not.toBe(p.description?.en);
        for (const text of [...highlights, ...labels]) {
          expect(text[lang], where).toBeTruthy();
          expect(text[lang], where).not.toBe(text.en);
        }
      }
    }
  });

  it('has one price per shop currency, without country or channel, shop-rounded', () => {
    for (const p of products) {
      const prices = p.masterVariant?.prices ?? [];
      expect(prices.map((price) => price.value.currencyCode).sort()).toEqual([...CURRENCY_CODES].sort());
      for (const price of prices) {
        const cents = price.value.centAmount ?? Number.NaN;
        expect(price.country).toBeUndefined();
        expect(price.channel).toBeUndefined();
        expect(price.value).toMatchObject({ type: 'centPrecision', fractionDigits: 2 });
        if (isVirtual(p)) expect(cents).toBe(0);
        else expect(cents).toBeGreaterThan(0);
        if (WHOLE_UNIT_CURRENCIES.includes(price.value.currencyCode)) expect(cents % 100).toBe(0);
        else if (!isVirtual(p)) expect(cents % 100).toBe(99);
      }
    }
    const eur = aWare.map((p) => centsIn(p, 'EUR') / 100);
    expect(Math.min(...eur)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...eur)).toBeLessThanOrEqual(4000);
    expect(eur.some((value) => value < 59) && eur.some((value) => value > 59)).toBe(true);
  });

  it('marks sale prices with the original price and the on-sale tag', () => {
    const onSale = products.filter((p) => p.masterVariant?.prices?.some((price) => price.custom));
    expect(onSale.length).toBeGreaterThanOrEqual(5);
    for (const p of products) {
      const tagged = ((attrs(p).tags as string[] | undefined) ?? []).includes('on-sale');
      expect(tagged).toBe(onSale.includes(p));
    }
    for (const p of onSale) {
      for (const price of p.masterVariant?.prices ?? []) {
        expect(price.custom?.type.key).toBe('price-custom');
        const original = price.custom?.fields?.originalPrice as { centAmount: number; currencyCode: string };
        expect(original.currencyCode).toBe(price.value.currencyCode);
        expect(original.centAmount).toBeGreaterThan(price.value.centAmount ?? Number.POSITIVE_INFINITY);
      }
    }
  });

  it('sells every B-ware product cheaper than its A-ware original', () => {
    for (const p of bWare) {
      const original = aWare.find((a) => skuOf(a) === `EX10${skuOf(p).slice(4)}`);
      expect(original).toBeDefined();
      expect(attrs(p).isBware).toBe(true);
      expect(attrs(p).tags).toContain('bware');
      for (const currency of CURRENCY_CODES) expect(centsIn(p, currency)).toBeLessThan(centsIn(original as ProductDraft, currency));
    }
    for (const p of aWare) expect(attrs(p).isBware).toBe(false);
  });

  it('uses only defined attributes with values of the defined type', () => {
    const definitions = new Map((productTypes[0]?.attributes ?? []).map((a) => [a.name, a.type]));
    const matches = (type: { name: string; elementType?: { name: string }; referenceTypeId?: string }, value: unknown): boolean => {
      switch (type.name) {
        case 'reference':
          return (
            typeof value === 'object' &&
            value !== null &&
            'typeId' in value &&
            value.typeId === type.referenceTypeId &&
            'key' in value &&
            typeof value.key === 'string'
          );
        case 'text':
          return typeof value === 'string';
        case 'boolean':
          return typeof value === 'boolean';
        case 'number':
          return typeof value === 'number';
        case 'date':
          return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
        case 'ltext':
          return typeof value === 'object' && value !== null && !Array.isArray(value);
        case 'set':
          return Array.isArray(value) && value.every((v) => matches(type.elementType ?? { name: '?' }, v));
        default:
          return false;
      }
    };
    for (const p of products) {
      for (const [name, value] of Object.entries(attrs(p))) {
        const type = definitions.get(name);
        expect(type, name).toBeDefined();
        expect(matches(type as { name: string }, value), `${skuOf(p)} ${name}`).toBe(true);
      }
    }
  });

  it('has plausible attribute data on every sellable product', () => {
    const skus = new Set(products.map(skuOf));
    for (const p of [...aWare, ...bWare]) {
      const a = attrs(p);
      // Ratings come from the product's reviews (commercetools' review statistics), never an attribute.
      expect(a.avgRating).toBeUndefined();
      expect(a.reviewCount).toBeUndefined();
      expect(a.freight).toBe((a.grossWeight as number) > 30);
      expect(String(a.ean)).toMatch(/^\d{13}$/);
      expect((a.highlights as object[]).length).toBeGreaterThanOrEqual(3);
      expect((a.highlights as object[]).length).toBeLessThanOrEqual(5);
      for (const detail of a.techDetails as Record<string, string>[]) {
        for (const lang of LANGS) expect(detail[lang]).toMatch(/^[^:]+: .+$/);
      }
      for (const locale of Object.keys(a.enabledOnMarket as object)) expect(ALL_LOCALES).toContain(locale);
      for (const sku of [...((a.relatedAccessories as string[]) ?? []), ...((a.parentProducts as string[]) ?? [])]) {
        expect(skus.has(sku)).toBe(true);
      }
      for (const sku of (a.extraGuaranteeRelations as string[]) ?? []) expect(VIRTUAL_SKUS).toContain(sku);
    }
    for (const p of virtual) expect(typeof attrs(p).extraGuaranteeRate).toBe('number');
  });

  it('gives a subset of A-ware products one or two complementary categories, existing leaves other than their own', () => {
    const withReferences = products.filter((p) => attrs(p).complementaryCategories !== undefined);
    expect(withReferences.length).toBeGreaterThan(10);
    expect(withReferences.length).toBeLessThan(aWare.length);
    expect(withReferences.map(skuOf)).toContain('EX10010001');
    for (const p of withReferences) {
      expect(skuOf(p)).toMatch(/^EX10/);
      const keys = (attrs(p).complementaryCategories as { key: string }[]).map((ref) => ref.key);
      expect(keys.length).toBeGreaterThanOrEqual(1);
      expect(keys.length).toBeLessThanOrEqual(2);
      for (const key of keys) {
        expect(depth(key), key).toBe(3);
        expect(p.categories?.map((ref) => ref.key)).not.toContain(key);
      }
    }
  });

  it('uses exactly the ten own brands', () => {
    const brands = new Set([...aWare, ...bWare].map((p) => attrs(p).brand));
    expect([...brands].sort()).toEqual(OWN_BRANDS.map((b) => b.name).sort());
  });

  it('references existing images, but for the one main picture that was never uploaded', () => {
    const missing: string[] = [];
    for (const p of products) {
      const images = p.masterVariant?.images ?? [];
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(3);
      for (const image of images) {
        expect(image.url).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
        expect(image.dimensions).toEqual({ w: 800, h: 800 });
        if (!existsSync(fileURLToPath(new URL(`../../public${image.url}`, import.meta.url)))) missing.push(`${p.masterVariant?.sku} ${image.url}`);
      }
    }
    expect(missing).toEqual([`${MISSING_PICTURE_SKU} /images/products/floor-scrubber-missing.svg`]);
  });
  it('has 360° photos for a few products in different departments, every frame on disk', () => {
    const turning = products.filter((p) => attrs(p).numberOf360Images !== undefined);
    expect(turning.map((p) => p.masterVariant?.sku)).toContain('EX10010001');
    expect(new Set(turning.map((p) => p.masterVariant?.sku?.slice(4, 6))).size).toBe(turning.length);
    expect(turning.length).toBeGreaterThanOrEqual(3);
    for (const p of turning) {
      const frames = frames360(p.masterVariant?.sku ?? '', Number(attrs(p).numberOf360Images));
      expect(frames.length).toBeGreaterThanOrEqual(24);
      for (const url of frames) expect(existsSync(fileURLToPath(new URL(`../../public${url}`, import.meta.url)))).toBe(true);
    }
  });
});

describe('categories', () => {
  it('has the three roots and three levels under all-categories', () => {
    expect(
      categories
        .filter((c) => !c.parent)
        .map((c) => c.key)
        .sort(),
    ).toEqual(['all-categories', 'industry-categories', 'longtail-categories']);
    const level1 = categories.filter((c) => c.parent?.key === 'all-categories');
    expect(level1.length).toBeGreaterThanOrEqual(6);
    expect(level1.length).toBeLessThanOrEqual(7);
    for (const c of level1) {
      const level2 = categories.filter((d) => d.parent?.key === c.key);
      expect(level2.length).toBeGreaterThanOrEqual(2);
      expect(level2.length).toBeLessThanOrEqual(4);
      for (const d of level2) expect(categories.some((e) => e.parent?.key === d.key)).toBe(true);
    }
    for (const c of categories) if (rootOf(c.key ?? '') === 'all-categories') expect(depth(c.key ?? '')).toBeLessThanOrEqual(3);
  });

  it('lists parents before children and resolves every category reference', () => {
    const seen = new Set<string>();
    for (const c of categories) {
      if (c.parent) expect(seen.has(c.parent.key ?? '')).toBe(true);
      seen.add(c.key ?? '');
      const fields = c.custom?.fields ?? {};
      expect(c.custom?.type.key).toBe('category-custom');
      for (const name of Object.keys(fields)) expect(fieldNames('category-custom')).toContain(name);
      for (const i of [1, 2, 3]) {
        const related = fields[`related_categories_${i}`];
        if (related !== undefined) expect(categoryByKey.has(related as string)).toBe(true);
      }
      for (const code of fields.hasProducts as string[]) expect(COUNTRY_CODES).toContain(code);
    }
    for (const p of products) {
      for (const ref of p.categories ?? []) expect(categoryByKey.has(ref.key ?? '')).toBe(true);
      if (isVirtual(p)) continue;
      const leaves = (p.categories ?? []).filter((ref) => rootOf(ref.key ?? '') === 'all-categories');
      expect(leaves.length).toBe(1);
      expect(depth(leaves[0]?.key ?? '')).toBe(3);
    }
  });

  it('has unique ASCII slugs per language', () => {
    for (const lang of LANGS) {
      const slugs = categories.map((c) => c.slug[lang] ?? '');
      expect(new Set(slugs).size).toBe(categories.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe('markets', () => {
  it('has one inventory entry per product SKU, some low and some sold out', () => {
    expect(inventory.map((i) => i.sku).sort()).toEqual(products.map(skuOf).sort());
    expect(inventory.filter((i) => i.quantityOnStock === 0).length).toBeGreaterThanOrEqual(4);
    expect(inventory.filter((i) => i.quantityOnStock >= 1 && i.quantityOnStock <= 5).length).toBeGreaterThanOrEqual(8);
  });

  it('has a store, zone, tax rate and two channels per country', () => {
    const channelKeys = new Set(channels.map((c) => c.key));
    expect(stores.map((s) => s.key).sort()).toEqual(COUNTRY_CODES.map((c) => c.toLowerCase()).sort());
    for (const store of stores) {
      const code = store.key.toUpperCase() as keyof typeof COUNTRIES;
      expect(store.languages).toEqual(COUNTRIES[code].languages.map((l) => `${l}-${code}`));
      expect(store.countries).toEqual([{ code }]);
      for (const ref of [...(store.distributionChannels ?? []), ...(store.supplyChannels ?? [])]) expect(channelKeys.has(ref.key ?? '')).toBe(true);
      expect(store.custom?.type.key).toBe('store-settings');
      for (const name of Object.keys(store.custom?.fields ?? {})) expect(fieldNames('store-settings')).toContain(name);
      const iban = String(store.custom?.fields?.bankIban);
      const numeric = [...`${iban.slice(4)}${iban.slice(0, 4)}`].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
      expect([...numeric].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0)).toBe(1);
      expect(JSON.parse(String(store.custom?.fields?.ex_store_campaigns))).toHaveLength(2);
    }
    expect(zones.map((z) => z.key).sort()).toEqual(COUNTRY_CODES.map((c) => `zone-${c.toLowerCase()}`).sort());
    const rates = taxCategories.find((t) => t.key === 'standard')?.rates ?? [];
    expect(rates.map((r) => r.country).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const rate of rates) expect(rate.includedInPrice).toBe(true);
  });

  it('ships parcel (default) and freight to every zone in the zone currency', () => {
    expect(shippingMethods.map((m) => m.key)).toEqual(['parcel', 'freight']);
    for (const method of shippingMethods) {
      expect(method.custom?.type.key).toBe('shipping-method-custom');
      expect(method.zoneRates.length).toBe(COUNTRY_CODES.length);
      for (const zoneRate of method.zoneRates) {
        const code = (zoneRate.zone.key ?? '').slice(5).toUpperCase() as keyof typeof COUNTRIES;
        expect(zoneRate.shippingRates).toHaveLength(1);
        const rate = zoneRate.shippingRates?.[0];
        expect(rate?.price.currencyCode).toBe(COUNTRIES[code].currency);
        expect(rate?.freeAbove === undefined).toBe(method.key === 'freight');
      }
    }
    expect(shippingMethods[0]?.isDefault).toBe(true);
  });

  it('has three volume-discount tiers for every group used by products', () => {
    const groups = new Set(products.flatMap((p) => (attrs(p).volumeDiscountGroup as string | undefined) ?? []));
    expect(cartDiscounts).toHaveLength(groups.size * 3);
    expect(new Set(cartDiscounts.map((d) => d.sortOrder)).size).toBe(cartDiscounts.length);
    for (const discount of cartDiscounts) {
      const group = discount.custom?.fields?.volumeDiscountGroup as string;
      expect(groups.has(group)).toBe(true);
      expect(discount.target).toEqual({ type: 'lineItems', predicate: `attributes.volumeDiscountGroup = "${group}"` });
      expect(discount.key).toBe(`${group}-${discount.custom?.fields?.minQuantity}`);
    }
  });

  it("seeds the spec's tiers for every group: 3 items 5 %, 5 items 10 %, 10 items 15 %", () => {
    const tiersByGroup = new Map<string, [unknown, number | undefined][]>();
    for (const discount of cartDiscounts) {
      const group = String(discount.custom?.fields?.volumeDiscountGroup);
      const permyriad = discount.value.type === 'relative' ? discount.value.permyriad : undefined;
      tiersByGroup.set(group, [...(tiersByGroup.get(group) ?? []), [discount.custom?.fields?.minQuantity, permyriad]]);
    }
    expect(tiersByGroup.size).toBeGreaterThan(0);
    for (const tiers of tiersByGroup.values()) {
      expect(tiers).toEqual([
        [3, 500],
        [5, 1000],
        [10, 1500],
      ]);
    }
  });
});
