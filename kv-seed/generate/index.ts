// Entry of the demo catalogue generator: `npm run seed:generate`.
// Writes kv-seed/commerce/*.json (commercetools drafts, see kv-seed/README.md) and the product
// pictograms in public/images/products/ and the 360° frames in public/images/360/. Fully deterministic:
// same input, byte-identical output.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessoriesByKind, buildCatalogue, parentsByAccessoryKind } from './catalogue.ts';
import { categoryDrafts } from './categories.ts';
import { couponDiscountDrafts, discountCodeDrafts } from './coupons.ts';
import { cartDiscountDrafts } from './discounts.ts';
import { write360Frames } from './frames-360.ts';
import { GUARANTEES, guaranteeDrafts } from './guarantees.ts';
import { writeProductImages } from './images.ts';
import { inventoryDrafts } from './inventory.ts';
import { writeJson } from './lib.ts';
import { channelDrafts, storeDrafts, taxCategoryDrafts, zoneDrafts } from './markets.ts';
import { productDraft } from './product-drafts.ts';
import { productTypeDrafts } from './product-type.ts';
import { reviewDrafts } from './reviews.ts';
import { shippingMethodDrafts } from './shipping.ts';
import { customerGroupDrafts, personalisedDiscountDrafts, tierCustomerDrafts } from './tiers.ts';
import { typeDrafts } from './types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const commerce = join(root, 'kv-seed', 'commerce');

const items = buildCatalogue();
const accessories = accessoriesByKind(items);
const parents = parentsByAccessoryKind(items);
const bwareSkus = items.filter((item) => item.isBware).map((item) => item.sku);
const groups = [...new Set(items.flatMap((item) => (item.volumeDiscountGroup ? [item.volumeDiscountGroup] : [])))];

const outputs: Record<string, unknown[]> = {
  'types.json': typeDrafts(),
  'channels.json': channelDrafts(),
  'zones.json': zoneDrafts(),
  'tax-categories.json': taxCategoryDrafts(),
  'product-types.json': productTypeDrafts(),
  'categories.json': categoryDrafts(items),
  'products.json': [...items.map((item) => productDraft(item, { accessories, parents })), ...guaranteeDrafts(bwareSkus, ['Hortiva Pro'])],
  'inventory.json': inventoryDrafts(
    items,
    GUARANTEES.map((g) => g.sku),
  ),
  'reviews.json': reviewDrafts(items),
  'stores.json': storeDrafts(),
  'shipping-methods.json': shippingMethodDrafts(),
  'cart-discounts.json': cartDiscountDrafts(groups),
  'coupon-discounts.json': couponDiscountDrafts(),
  'discount-codes.json': discountCodeDrafts(),
  'customer-groups.json': customerGroupDrafts(),
  'personalised-discounts.json': personalisedDiscountDrafts(),
  'customers.json': tierCustomerDrafts(),
};

for (const [file, drafts] of Object.entries(outputs)) writeJson(join(commerce, file), drafts);
const images = writeProductImages(join(root, 'public', 'images', 'products'));
const frames = write360Frames(join(root, 'public'), items);

console.log(
  Object.entries(outputs)
    .map(([file, drafts]) => `${file}: ${drafts.length}`)
    .join('\n'),
);
console.log(`images: ${images.length}`);
console.log(`360° frames: ${frames}`);
