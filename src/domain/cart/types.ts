// The app's cart, as the commerce adapter maps it and every tab shows it. Plain JSON: it travels over
// the websocket and into the page data unchanged. Written once as valibot schemas with the types derived
// from them, so whoever reads a cart back (the Durable Object from its storage, the browser from the
// API and the websocket) checks it against the very shape the worker wrote.
import * as v from 'valibot';
import { CURRENCY_CODES } from '../markets/countries.ts';
import { MoneySchema } from '../money/money.ts';
import { VAT_STATUSES } from '../vat/vat-result.ts';

/** A cart discount a line receives: a volume discount (no code needed) or a coupon's. */
const LineDiscountSchema = v.object({
  kind: v.picklist(['volume', 'coupon']),
  /** 10 for 10 %; null for a fixed amount. */
  percent: v.nullable(v.number()),
  /** What it takes off the whole line (all its units). */
  amount: MoneySchema,
});
export type LineDiscount = v.InferOutput<typeof LineDiscountSchema>;

const CartLineSchema = v.object({
  id: v.string(),
  sku: v.string(),
  productId: v.string(),
  name: v.string(),
  /** Slug in the cart's language, for the link to the product page. */
  slug: v.string(),
  image: v.nullable(v.string()),
  quantity: v.number(),
  /**
   * Price of one unit as the product is priced: its selected price, after product discounts, BEFORE
   * cart discounts such as the volume discount (those lower `totalPrice` only). An extra guarantee is
   * priced from its parent line's unit price (guarantee-price.ts).
   */
  unitPrice: MoneySchema,
  /** What the line costs: quantity × unit price, less cart discounts (the volume discount). */
  totalPrice: MoneySchema,
  /** The cart discounts in `totalPrice`, in the order they apply; optional, so older stored carts parse. */
  discounts: v.optional(v.array(LineDiscountSchema)),
  /** The SKU of the line an extra guarantee belongs to; null for other lines. */
  parentSku: v.nullable(v.string()),
  /** The product's extra-guarantee fields, for the offer. */
  brand: v.string(),
  isVirtual: v.boolean(),
  /** The product ships by freight (heavy goods; its `freight` attribute); optional, so older stored carts parse. */
  freight: v.optional(v.boolean()),
  /**
   * Only in a pending view (pending-cart.ts): a line the shopper added that commercetools has not confirmed
   * yet; it has no line id of its own, so it cannot be changed until the confirmed cart replaces it.
   */
  pending: v.optional(v.boolean()),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

const TaxPortionSchema = v.object({
  /** 0.2 for 20 %. */
  rate: v.number(),
  amount: MoneySchema,
  name: v.string(),
});

const CartTotalsSchema = v.object({
  /** Sum of the lines (gross), before shipping. */
  subtotal: MoneySchema,
  net: v.nullable(MoneySchema),
  gross: MoneySchema,
  taxPortions: v.array(TaxPortionSchema),
  shipping: v.nullable(MoneySchema),
  /** What coupons take off the order total (not off single lines); optional, so older stored carts parse. */
  discount: v.optional(v.nullable(MoneySchema)),
});

const CartDiscountCodeSchema = v.object({ id: v.string(), code: v.string(), state: v.string() });

/** An address as the checkout stored it on the cart (the fields of `PUT /api/checkout/addresses`). */
export const CartAddressSchema = v.object({
  salutation: v.optional(v.string()),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  company: v.optional(v.string()),
  department: v.optional(v.string()),
  streetName: v.optional(v.string()),
  streetNumber: v.optional(v.string()),
  additionalStreetInfo: v.optional(v.string()),
  postalCode: v.optional(v.string()),
  city: v.optional(v.string()),
  country: v.string(),
  phone: v.optional(v.string()),
  vatId: v.optional(v.string()),
});
export type CartAddress = v.InferOutput<typeof CartAddressSchema>;

/** commercetools' `shippingInfo.shippingMethodState`: whether the selected method still matches the cart. */
export const SHIPPING_METHOD_STATES = ['MatchesCart', 'DoesNotMatchCart'] as const;
export type ShippingMethodState = (typeof SHIPPING_METHOD_STATES)[number];

export const CartSchema = v.object({
  id: v.string(),
  version: v.number(),
  storeKey: v.string(),
  currency: v.picklist(CURRENCY_CODES),
  country: v.string(),
  lines: v.array(CartLineSchema),
  /** Units over all lines (the header badge). */
  itemCount: v.number(),
  discountCodes: v.array(CartDiscountCodeSchema),
  totals: CartTotalsSchema,
  shippingMethodKey: v.nullable(v.string()),
  /** Null without a method; optional so a cart stored before it existed still parses. */
  shippingMethodState: v.optional(v.nullable(v.picklist(SHIPPING_METHOD_STATES))),
  customerEmail: v.nullable(v.string()),
  hasShippingAddress: v.boolean(),
  // Optional, so a cart stored before the checkout existed still parses.
  billingAddress: v.optional(CartAddressSchema),
  shippingAddress: v.optional(CartAddressSchema),
  /** The last VAT check of the billing address's VAT ID (normalised) and its outcome; absent when none was made. */
  vatCheck: v.optional(v.object({ vatId: v.string(), status: v.picklist(VAT_STATUSES) })),
  /** The cart is priced net (a company's valid VAT ID, spec part 1 §4); absent or false: gross. */
  netPrices: v.optional(v.boolean()),
});
export type Cart = v.InferOutput<typeof CartSchema>;

/** Units on stock per SKU. */
const StockSchema = v.record(v.string(), v.number());

/** What every tab of a cart shows: the cart (null once cleared) and the stock of its SKUs. */
export const CartStateSchema = v.object({ cart: v.nullable(CartSchema), stock: StockSchema });
export type CartState = v.InferOutput<typeof CartStateSchema>;

/** Websocket messages of spec part 2 §7.5, sent by the cart's Durable Object to all its sockets. */
export const CartMessageSchema = v.variant('type', [
  v.object({ type: v.literal('cart update'), data: CartStateSchema }),
  v.object({ type: v.literal('updated stock'), data: StockSchema }),
  /** The cart moved (sign-in merged it into the customer's, or made it theirs): load the cart again. */
  v.object({ type: v.literal('cart moved') }),
  /**
   * Actions of another tab the cart's object has queued but commercetools has not confirmed: the cart as it
   * will likely be (pending-cart.ts), with the version of the confirmed cart it was computed from. The next
   * `cart update` replaces it.
   */
  v.object({ type: v.literal('cart pending'), data: CartStateSchema }),
  /**
   * Pending actions did not reach the cart: the burst could not be written ('rejected', 'failed'), or
   * commerce refused an added product (no stock, at the maximum, no such product). The pending view is
   * dropped; the confirmed cart follows.
   */
  v.object({ type: v.literal('cart pending dropped'), error: v.picklist(['rejected', 'failed', 'unknown-sku', 'out-of-stock', 'max-quantity']) }),
]);
export type CartMessage = v.InferOutput<typeof CartMessageSchema>;
