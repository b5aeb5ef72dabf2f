// What the browser accepts from the checkout API (the contract of issue 13): parsed once here with the
// cart's own schemas, so the page works with a typed CheckoutState. `vat`, `shippingMethods` and
// `shippingMethod` default to "nothing yet" when a worker without them answers.
import * as v from 'valibot';
import { SavedAddressSchema } from '../../domain/account/saved-address.ts';
import { CartAddressSchema, CartSchema } from '../../domain/cart/types.ts';
import { CUSTOMER_TYPES } from '../../domain/checkout/customer-type.ts';
import { MoneySchema } from '../../domain/money/money.ts';

const SHIPPING_METHOD_KEYS = ['parcel', 'freight'] as const;
export type ShippingMethodKey = (typeof SHIPPING_METHOD_KEYS)[number];

const ShippingMethodSchema = v.object({
  key: v.picklist(SHIPPING_METHOD_KEYS),
  name: v.string(),
  description: v.string(),
  /** Working days, e.g. '1-3'. */
  deliveryTime: v.string(),
  price: MoneySchema,
  freeAbove: v.nullable(MoneySchema),
  selected: v.boolean(),
});
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;

const VAT_STATUSES = ['idle', 'valid', 'notValid', 'couldNotValidate', 'timeout'] as const;

const VatSchema = v.object({
  vatId: v.nullable(v.string()),
  status: v.picklist(VAT_STATUSES),
  netPrices: v.boolean(),
  message: v.optional(v.string()),
  hint: v.optional(v.string()),
  priceMessage: v.optional(v.string()),
});
export type VatState = v.InferOutput<typeof VatSchema>;

const IDLE_VAT: VatState = { vatId: null, status: 'idle', netPrices: false };

/** A signed-in customer's saved addresses of the market's country (issue 15); null for a guest. */
const CheckoutAccountSchema = v.object({
  billing: v.array(SavedAddressSchema),
  shipping: v.array(SavedAddressSchema),
  defaultBillingAddressId: v.nullable(v.string()),
  defaultShippingAddressId: v.nullable(v.string()),
});

export const CheckoutStateSchema = v.object({
  cart: CartSchema,
  email: v.nullable(v.string()),
  customerType: v.picklist(CUSTOMER_TYPES),
  billing: v.nullable(CartAddressSchema),
  shipping: v.nullable(CartAddressSchema),
  shippingAddressType: v.picklist(['same-as-billing', 'different-from-billing']),
  vat: v.optional(VatSchema, IDLE_VAT),
  shippingMethods: v.optional(v.array(ShippingMethodSchema), []),
  shippingMethod: v.optional(v.nullable(v.picklist(SHIPPING_METHOD_KEYS)), null),
  step: v.picklist(['addresses', 'payment']),
  account: v.optional(v.nullable(CheckoutAccountSchema), null),
});
export type CheckoutState = v.InferOutput<typeof CheckoutStateSchema>;
