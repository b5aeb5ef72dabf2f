// The steps both of the stand-in's cart merges share — the in-store sign-in (in-store-login.ts) and the
// merge for customers of an external OAuth server (external-auth-cart-merge.ts): what they read of a cart,
// how they find the customer's active carts of the store, how the anonymous cart is taken over, and how
// it is marked `Merged` once its lines are in the customer's cart (the emulator has no action for that).
import * as v from 'valibot';
import type { PricingStorage } from './pricing-storage.ts';

export const MergeModeSchema = v.optional(
  v.picklist(['MergeWithExistingCustomerCart', 'UseAsNewActiveCustomerCart']),
  'MergeWithExistingCustomerCart',
);

const MoneySchema = v.object({ type: v.literal('centPrecision'), currencyCode: v.string(), centAmount: v.number(), fractionDigits: v.number() });

/** What cart-merge.ts reads of a line. */
const MergeLineSchema = v.object({
  id: v.string(),
  productId: v.string(),
  variant: v.object({ id: v.number() }),
  quantity: v.number(),
  priceMode: v.picklist(['Platform', 'ExternalPrice', 'ExternalTotal']),
  price: v.object({ id: v.string(), value: MoneySchema }),
  totalPrice: MoneySchema,
  custom: v.optional(v.object({ type: v.object({ typeId: v.literal('type'), id: v.string() }), fields: v.record(v.string(), v.unknown()) })),
});

export const MergeCartSchema = v.object({
  id: v.string(),
  version: v.number(),
  cartState: v.string(),
  customerId: v.optional(v.string()),
  store: v.optional(v.object({ key: v.string() })),
  lastModifiedAt: v.string(),
  lineItems: v.array(MergeLineSchema),
});
export type MergeCart = v.InferOutput<typeof MergeCartSchema>;
export const MergeCartListSchema = v.object({ results: v.array(MergeCartSchema) });

/** The query path of the customer's Active carts (the caller keeps those of its store). */
export const activeCartsPath = (base: string, customerId: string): string =>
  `${base}/carts?limit=500&where=${encodeURIComponent(`customerId = "${customerId}" and cartState = "Active"`)}`;

/** The anonymous cart becomes the customer's. */
export const takeOverActions = (customerId: string, email: string) => [
  { action: 'setCustomerId', customerId },
  { action: 'setCustomerEmail', email },
];

/** Marks the anonymous cart `Merged` in the emulator's storage, as commercetools does after a merge. */
export async function markMerged(storage: PricingStorage, projectKey: string, cartId: string): Promise<void> {
  const stored = await storage.get(projectKey, 'cart', cartId);
  if (!stored) return;
  await storage.add(projectKey, 'cart', { ...stored, cartState: 'Merged', version: stored.version + 1, lastModifiedAt: new Date().toISOString() });
}
