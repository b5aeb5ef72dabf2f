// The four virtual extra-guarantee products (SKUs 41000x0). Their price is 0 in every currency; the
// shop charges product price × `extraGuaranteeRate` % (spec part 2 §9).
import type { ProductDraft } from '@commercetools/platform-sdk';
import { ALL_LOCALES, type LocaleCode } from '../../src/domain/markets/countries.ts';
import { locBy, ref, slugify, word } from './lib.ts';
import { pricesFor } from './money.ts';
import { IMAGE_SIZE } from './product-drafts.ts';
import { GUARANTEE_TITLE, guaranteeDescription, guaranteeDuration } from './texts.ts';

export const GUARANTEES = [
  { sku: '4100010', years: 1, rate: 8 },
  { sku: '4100020', years: 2, rate: 12 },
  { sku: '4100030', years: 3, rate: 15 },
  { sku: '4100040', years: 5, rate: 20 },
] as const;

export const GUARANTEE_IMAGE = '/images/products/extra-guarantee.svg';

/** The stores that sell extra guarantees (sale_of_additional_guarantee_enabled) are the EU ones. */
const GUARANTEE_LOCALES: readonly LocaleCode[] = ALL_LOCALES.filter((locale) => !['CH', 'NO', 'GB'].includes(locale.slice(3)));

export const guaranteeDrafts = (bwareSkus: readonly string[], excludedBrands: readonly string[]): ProductDraft[] =>
  GUARANTEES.map(({ sku, years, rate }): ProductDraft => {
    const name = locBy((lang) => `${word(GUARANTEE_TITLE, lang)} ${guaranteeDuration(lang, years)}`);
    const long = years >= 3;
    return {
      key: sku,
      productType: ref('product-type', 'equipment'),
      name,
      slug: locBy((lang) => `${slugify(name[lang] as string)}-${sku}`),
      description: locBy((lang) => guaranteeDescription(lang, years)),
      metaTitle: locBy((lang) => `${name[lang]} | Exquip`),
      metaDescription: locBy((lang) => guaranteeDescription(lang, years)),
      categories: [],
      taxCategory: ref('tax-category', 'standard'),
      masterVariant: {
        sku,
        prices: pricesFor(0),
        images: [{ url: GUARANTEE_IMAGE, dimensions: { w: IMAGE_SIZE, h: IMAGE_SIZE }, label: name.en as string }],
        attributes: [
          { name: 'brand', value: 'Exquip' },
          { name: 'family', value: 'Extra guarantee' },
          { name: 'model', value: `EG-${years}Y` },
          { name: 'articleNumber', value: sku },
          { name: 'isBware', value: false },
          { name: 'isVirtual', value: true },
          { name: 'freight', value: false },
          { name: 'eligibleForSelling', value: true },
          { name: 'extraGuaranteeRate', value: rate },
          ...(long ? [{ name: 'extraGuaranteeExcludedSkus', value: [...bwareSkus] }] : []),
          ...(years === 5 ? [{ name: 'extraGuaranteeExcludedBrands', value: [...excludedBrands] }] : []),
          { name: 'releaseDate', value: '2022-01-10' },
          { name: 'enabledOnMarket', value: Object.fromEntries(GUARANTEE_LOCALES.map((locale) => [locale, 'true'])) },
        ],
      },
      publish: true,
    };
  });
