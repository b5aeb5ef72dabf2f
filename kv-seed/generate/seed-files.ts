// The commercetools drafts of one seed directory, file by file (kv-seed/README.md). Two catalogues:
// `named` — the products the tests name, committed in kv-seed/commerce — and `full` — those same drafts
// first, then the extension's model lines (extension.ts) at a scale, the catalogue the local stack loads.
import type { CategoryDraft, ProductDraft } from '@commercetools/platform-sdk';
import { accessoriesByKind, buildCatalogue, type Item, parentsByAccessoryKind } from './catalogue.ts';
import { categoryDrafts } from './categories.ts';
import { CATEGORY_ROWS } from './category-tree.ts';
import { couponDiscountDrafts, discountCodeDrafts } from './coupons.ts';
import { cartDiscountDrafts } from './discounts.ts';
import { buildExtension } from './extension.ts';
import { GUARANTEES, guaranteeDrafts } from './guarantees.ts';
import { inventoryDrafts } from './inventory.ts';
import { channelDrafts, storeDrafts, taxCategoryDrafts, zoneDrafts } from './markets.ts';
import { type DraftContext, productDraft } from './product-drafts.ts';
import { productTypeDrafts } from './product-type.ts';
import { reviewDrafts } from './reviews.ts';
import { SERIES_ROWS } from './series.ts';
import { shippingMethodDrafts } from './shipping.ts';
import { customerGroupDrafts, personalisedDiscountDrafts, tierCustomerDrafts } from './tiers.ts';
import { typeDrafts } from './types.ts';

export type SeedFiles = Record<string, unknown[]>;

type Catalogue = { kind: 'named' } | { kind: 'full'; scale: number };

interface GeneratedSeed {
  /** The named items; the 360° frames are drawn for these. */
  named: Item[];
  files: SeedFiles;
}

export const generateSeed = (catalogue: Catalogue): GeneratedSeed => {
  const named = buildCatalogue();
  const extension = catalogue.kind === 'full' ? buildExtension(named.length, catalogue.scale) : [];
  // Accessories and their parent products come from the named items only: an extension product gets its
  // kind's accessories, but the named products' attributes stay as the tests know them.
  const context: DraftContext = { accessories: accessoriesByKind(named), parents: parentsByAccessoryKind(named) };
  const bwareSkus = named.filter((item) => item.isBware).map((item) => item.sku);
  const all = [...named, ...extension];
  const groups = [...new Set(all.flatMap((item) => (item.volumeDiscountGroup ? [item.volumeDiscountGroup] : [])))];
  const products: ProductDraft[] = [
    ...named.map((item) => productDraft(item, context)),
    ...guaranteeDrafts(bwareSkus, ['Hortiva Pro']),
    ...extension.map((item) => productDraft(item, context)),
  ];
  const categories: CategoryDraft[] = extension.length > 0 ? categoryDrafts(all, [...CATEGORY_ROWS, ...SERIES_ROWS]) : categoryDrafts(all);
  const files: SeedFiles = {
    'types.json': typeDrafts(),
    'channels.json': channelDrafts(),
    'zones.json': zoneDrafts(),
    'tax-categories.json': taxCategoryDrafts(),
    'product-types.json': productTypeDrafts(),
    'categories.json': categories,
    'products.json': products,
    'inventory.json': [
      ...inventoryDrafts(
        named,
        GUARANTEES.map((g) => g.sku),
      ),
      ...inventoryDrafts(extension, []),
    ],
    'reviews.json': [...reviewDrafts(named), ...reviewDrafts(extension)],
    'stores.json': storeDrafts(),
    'shipping-methods.json': shippingMethodDrafts(),
    'cart-discounts.json': cartDiscountDrafts(groups),
    'coupon-discounts.json': couponDiscountDrafts(),
    'discount-codes.json': discountCodeDrafts(),
    'customer-groups.json': customerGroupDrafts(),
    'personalised-discounts.json': personalisedDiscountDrafts(),
    'customers.json': tierCustomerDrafts(),
  };
  return { named, files };
};
