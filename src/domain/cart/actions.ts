// Cart actions (spec part 2 §7.2) as one valibot-checked union: what the browser may ask of its cart.
// The cart's Durable Object queues them and sends each burst to commercetools as one update.
import * as v from 'valibot';
import { RECOMMENDATION_NAMES } from '../customer-data/recommendation-event.ts';
import { isProductSku } from '../catalogue/sku.ts';
import { VAT_STATUSES } from '../vat/vat-result.ts';
import { isGuaranteeSku } from './guarantee-skus.ts';
import { MAX_QUANTITY_PER_PRODUCT } from './quantity.ts';

/** Re-exported: the schema refuses quantities above the limit the quantity rules define. */
export { MAX_QUANTITY_PER_PRODUCT };
/** Actions in one request; a shopper's burst is a handful, this bounds the work one request causes. */
export const MAX_ACTIONS_PER_REQUEST = 20;

/** A product or an extra-guarantee SKU (the SKU conventions); whether the product exists is checked later. */
const sku = v.pipe(
  v.string(),
  v.check((value) => isProductSku(value) || isGuaranteeSku(value), 'unknown-sku'),
);
const lineItemId = v.pipe(v.string(), v.regex(/^[0-9a-f-]{8,64}$/i, 'unknown-line'));
const quantity = (min: number) =>
  v.pipe(
    v.number('invalid-quantity'),
    v.integer('invalid-quantity'),
    v.minValue(min, 'invalid-quantity'),
    v.maxValue(MAX_QUANTITY_PER_PRODUCT, 'max-quantity'),
  );
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

const AddressSchema = v.object({
  salutation: v.optional(text(20)),
  firstName: v.optional(text(100)),
  lastName: v.optional(text(100)),
  company: v.optional(text(200)),
  department: v.optional(text(200)),
  streetName: v.optional(text(200)),
  streetNumber: v.optional(text(50)),
  additionalStreetInfo: v.optional(text(200)),
  postalCode: v.optional(text(20)),
  city: v.optional(text(100)),
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  phone: v.optional(text(40)),
  email: v.optional(v.pipe(v.string(), v.email(), v.maxLength(254))),
  /** The buyer's VAT ID, on the billing address (commercetools carries it in `fax`, spec part 1 §3). */
  vatId: v.optional(text(64)),
});

export const CartActionSchema = v.variant(
  'action',
  [
    v.object({ action: v.literal('addLineItem'), sku, quantity: quantity(1), parentSku: v.optional(sku) }),
    v.object({ action: v.literal('changeLineItemQuantity'), lineItemId, quantity: quantity(0) }),
    v.object({ action: v.literal('removeLineItem'), lineItemId }),
    v.object({ action: v.literal('addDiscountCode'), code: v.pipe(text(64), v.regex(/^[\w-]+$/, 'invalid-code')) }),
    v.object({ action: v.literal('removeDiscountCode'), code: text(64) }),
    v.object({ action: v.literal('setShippingMethod'), key: v.picklist(['parcel', 'freight']) }),
    v.object({ action: v.literal('setCustomerEmail'), email: v.pipe(v.string(), v.trim(), v.email('invalid-email'), v.maxLength(254)) }),
    v.object({
      action: v.literal('setCustomType'),
      fields: v.object({ customerAgreedToSendEmail: v.optional(v.boolean()), utmSource: v.optional(text(200)) }),
    }),
    v.object({ action: v.literal('setShippingAddress'), address: AddressSchema }),
    v.object({ action: v.literal('setBillingAddress'), address: AddressSchema }),
    v.object({ action: v.literal('addPayment'), paymentId: v.pipe(v.string(), v.uuid()) }),
    v.object({ action: v.literal('recalculate') }),
    /**
     * The outcome of a VAT check (`PUT /api/checkout/vat`): the normalised VAT ID onto the billing address
     * with its result, and the cart to net or gross prices. Null VAT ID: cleared. Never from the browser.
     */
    v.object({
      action: v.literal('setVatResult'),
      vatId: v.nullable(text(64)),
      status: v.nullable(v.picklist(VAT_STATUSES)),
      netPrices: v.boolean(),
    }),
  ],
  'unknown-action',
);
export type CartAction = v.InferOutput<typeof CartActionSchema>;

/**
 * An extra guarantee is added for a product (spec part 1 §4): a guarantee SKU comes with the SKU of its
 * product as parent, and only a guarantee SKU has a parent.
 */
const isWellFormedAdd = (action: CartAction): boolean =>
  action.action !== 'addLineItem' ||
  (action.parentSku === undefined ? !isGuaranteeSku(action.sku) : isGuaranteeSku(action.sku) && isProductSku(action.parentSku));

/**
 * What a shopper's browser may send to the cart API: lines and coupons. E-mail, addresses, shipping and
 * payment reach the cart only through the checkout API, which checks them with the checkout rules
 * (src/domain/checkout) first; sent here they are refused as unknown actions.
 */
const SHOPPER_CART_ACTIONS: ReadonlySet<CartAction['action']> = new Set([
  'addLineItem',
  'changeLineItemQuantity',
  'removeLineItem',
  'addDiscountCode',
  'removeDiscountCode',
  'recalculate',
]);

/**
 * A browser tab's id, named by its cart socket and its cart requests: the cart's Durable Object echoes
 * pending actions to every tab but the one that sent them (which shows them itself).
 */
const TabIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/));
export const isTabId = (value: unknown): value is string => v.is(TabIdSchema, value);

export const CartRequestSchema = v.object({
  /** The sending tab (TabIdSchema). */
  tab: v.optional(TabIdSchema),
  /** The recommendation the shopper added from, if any (the cart-update event names it). */
  recommendation: v.optional(v.picklist(RECOMMENDATION_NAMES)),
  actions: v.pipe(
    v.array(CartActionSchema),
    v.minLength(1, 'no-actions'),
    v.maxLength(MAX_ACTIONS_PER_REQUEST, 'too-many-actions'),
    v.check((actions) => actions.every((action) => SHOPPER_CART_ACTIONS.has(action.action)), 'unknown-action'),
    v.check((actions) => actions.every(isWellFormedAdd), 'unknown-sku'),
  ),
});

/** Message keys (src/locales `cart.error.*`) for the ways a request can be refused. */
export const CART_ERROR_KEYS = [
  'unknown-sku',
  'unknown-line',
  'invalid-quantity',
  'max-quantity',
  'invalid-code',
  'invalid-email',
  'unknown-action',
  'no-actions',
  'too-many-actions',
  'malformed',
  'too-large',
  'out-of-stock',
  'rejected',
  'failed',
] as const;
export type CartErrorKey = (typeof CART_ERROR_KEYS)[number];

/** The first issue's message as an error key; messages that are not keys become `malformed`. */
export function cartErrorKey(issues: readonly { message: string }[]): CartErrorKey {
  const message = issues[0]?.message;
  return CART_ERROR_KEYS.find((key) => key === message) ?? 'malformed';
}
