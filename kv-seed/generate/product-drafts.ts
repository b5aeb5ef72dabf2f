// Turns catalogue items into commercetools ProductDrafts with localized texts and attributes.
import type { Attribute, LocalizedString, ProductDraft } from '@commercetools/platform-sdk';
import type { Item } from './catalogue.ts';
import { complementaryCategoryKeys } from './complementary.ts';
import { LANGS, localNumber, locBy, ref, slugify, word, type Lang } from './lib.ts';
import { pricesFor } from './money.ts';
import { HIGHLIGHTS, TECH_LABELS, type TechKey } from './phrases.ts';
import { BWARE_SENTENCE, BWARE_SUFFIX, CLOSING, leadSentence, SERVICE_SENTENCES, USAGE } from './texts.ts';

export const IMAGE_SIZE = 800;

/** The product name in one language: kind (or model) name with the model label, B-ware marked. */
export const itemName = (item: Item, lang: Lang, markBware = true): string => {
  const base = word(item.model.names ?? item.kind.names, lang);
  const label = localNumber(item.model.label, lang);
  const name = base.includes('{}') ? base.replace('{}', label) : `${base} ${label}`;
  return item.isBware && markBware ? `${name} – ${word(BWARE_SUFFIX, lang)}` : name;
};

const descriptionSentences = (item: Item, lang: Lang): string[] => {
  const name = itemName(item, lang, false);
  const usage = USAGE[item.level2];
  const closing = CLOSING[item.level1];
  if (!usage || !closing) throw new Error(`No texts for ${item.level2} / ${item.level1}`);
  const service = SERVICE_SENTENCES[Number(item.digits) % SERVICE_SENTENCES.length];
  const sentences = [leadSentence(lang, name, item.kind.brand, word(usage, lang)), word(closing, lang), service ? word(service, lang) : ''];
  return (item.isBware ? [word(BWARE_SENTENCE, lang), ...sentences] : sentences).filter(Boolean);
};

const techDetails = (item: Item): LocalizedString[] => {
  const [w, d, h] = item.model.dims;
  const entries: [TechKey, string][] = [
    ...(Object.entries(item.model.tech) as [TechKey, string][]),
    ['weight', `${item.model.kg} kg`],
    ['dimensions', `${w} × ${d} × ${h} cm`],
  ];
  return entries.map(([key, value]) => locBy((lang, i) => `${TECH_LABELS[key][i]}: ${localNumber(value, lang)}`));
};

/** EAN-13 from 12 digits: the 2x restricted-circulation range, so it never clashes with a real one. */
export const ean13 = (twelve: string): string => {
  const sum = [...twelve].reduce((acc, ch, i) => acc + Number(ch) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
};

const modelCode = (item: Item): string =>
  `${item.kind.code}-${item.model.label
    .replace(/[^0-9A-Za-z]+/g, '')
    .toUpperCase()
    .slice(0, 8)}`;

const attr = (name: string, value: unknown): Attribute => ({ name, value });

const attributes = (item: Item, accessories: readonly string[], parents: readonly string[]): Attribute[] => {
  const [w, d, h] = item.model.dims;
  const list: Attribute[] = [
    attr('brand', item.kind.brand),
    attr('family', item.kind.family),
    attr('model', modelCode(item)),
    attr('articleNumber', `${item.kind.brand.slice(0, 3).toUpperCase()}.${item.digits.slice(2)}`),
    attr('ean', ean13(`20${item.digits}00`)),
    attr('isBware', item.isBware),
    attr('isVirtual', false),
    attr('freight', item.freight),
    attr('eligibleForSelling', item.eligibleForSelling),
    attr(
      'highlights',
      item.kind.highlights.map((key) => locBy((_, i) => HIGHLIGHTS[key][i] as string)),
    ),
    attr('techDetails', techDetails(item)),
    attr('tags', item.tags),
    attr('releaseDate', item.releaseDate),
    attr('grossWeight', item.grossWeight),
    attr('netWeight', item.model.kg),
    attr('width', w),
    attr('length', d),
    attr('height', h),
    attr(
      'deliveryPackage',
      `1 × ${itemName(item, 'en', false)}, user manual${item.isBware ? ' (returned item, original or neutral packaging)' : ''}`,
    ),
    attr('manualUrl', `/manuals/${item.kind.family.toLowerCase()}-${item.kind.code.toLowerCase()}.pdf`),
    attr('enabledOnMarket', Object.fromEntries(item.enabledLocales.map((locale) => [locale, 'true']))),
  ];
  if (item.numberOf360Images > 0) list.push(attr('numberOf360Images', item.numberOf360Images));
  if (item.volumeDiscountGroup) list.push(attr('volumeDiscountGroup', item.volumeDiscountGroup));
  if (accessories.length > 0) list.push(attr('relatedAccessories', [...accessories]));
  if (parents.length > 0) list.push(attr('parentProducts', [...parents]));
  const complementary = complementaryCategoryKeys(item);
  if (complementary.length > 0)
    list.push(
      attr(
        'complementaryCategories',
        complementary.map((key) => ref('category', key)),
      ),
    );
  if (item.eur >= 1000 && !item.isBware) list.push(attr('extraGuaranteeRelations', ['4100010', '4100020', '4100030']));
  return list;
};

export interface DraftContext {
  /** Accessory SKUs per kind key. */
  accessories: ReadonlyMap<string, readonly string[]>;
  /** SKUs of the products an accessory kind belongs to, per accessory kind key. */
  parents: ReadonlyMap<string, readonly string[]>;
}

export const productDraft = (item: Item, context: DraftContext): ProductDraft => {
  const names = locBy((lang) => itemName(item, lang));
  const accessories = context.accessories.get(item.kind.key) ?? [];
  const parents = context.parents.get(item.kind.key) ?? [];
  const sentences = new Map(LANGS.map((lang) => [lang, descriptionSentences(item, lang)]));
  const text = (lang: Lang): string[] => sentences.get(lang) ?? [];
  return {
    key: item.sku.toLowerCase(),
    productType: ref('product-type', 'equipment'),
    name: names,
    slug: locBy((lang) => `${slugify(names[lang] as string)}-${item.digits}`),
    description: locBy((lang) => text(lang).join(' ')),
    metaTitle: locBy((lang) => `${names[lang]} | ${item.kind.brand} | Exquip`),
    metaDescription: locBy((lang) => text(lang)[item.isBware ? 1 : 0] ?? ''),
    categories: item.categories.map((key) => ref('category', key)),
    taxCategory: ref('tax-category', 'standard'),
    masterVariant: {
      sku: item.sku,
      prices: pricesFor(item.eur, item.saleEur),
      images: item.images.map((url, i) => ({
        url,
        dimensions: { w: IMAGE_SIZE, h: IMAGE_SIZE },
        label: `${names.en} (${i + 1})`,
      })),
      attributes: attributes(item, accessories, parents),
    },
    publish: true,
  };
};
