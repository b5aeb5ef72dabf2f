// What the browser accepts from the cart API and its websocket: parsed once here with valibot, so the
// rest of the UI works with typed `CartState` values (design: no casts on data from outside).
import * as v from 'valibot';
import { CURRENCY_CODES } from '../../domain/markets/countries.ts';
import type { CartMessage, CartState } from '../../domain/cart/types.ts';

const MoneySchema = v.object({
  centAmount: v.number(),
  currencyCode: v.picklist(CURRENCY_CODES),
  fractionDigits: v.number(),
});

const LineSchema = v.object({
  id: v.string(),
  sku: v.string(),
  productId: v.string(),
  name: v.string(),
  slug: v.string(),
  image: v.nullable(v.string()),
  quantity: v.number(),
  unitPrice: MoneySchema,
  totalPrice: MoneySchema,
  parentSku: v.nullable(v.string()),
  brand: v.string(),
  isVirtual: v.boolean(),
});

const CartSchema = v.object({
  id: v.string(),
  version: v.number(),
  storeKey: v.string(),
  currency: v.picklist(CURRENCY_CODES),
  country: v.string(),
  lines: v.array(LineSchema),
  itemCount: v.number(),
  discountCodes: v.array(v.object({ id: v.string(), code: v.string(), state: v.string() })),
  totals: v.object({
    subtotal: MoneySchema,
    net: v.nullable(MoneySchema),
    gross: MoneySchema,
    taxPortions: v.array(v.object({ rate: v.number(), amount: MoneySchema, name: v.string() })),
    shipping: v.nullable(MoneySchema),
  }),
  shippingMethodKey: v.nullable(v.string()),
  customerEmail: v.nullable(v.string()),
  hasShippingAddress: v.boolean(),
});

const StockSchema = v.record(v.string(), v.number());

const CartStateSchema = v.object({ cart: v.nullable(CartSchema), stock: StockSchema });

const CartMessageSchema = v.variant('type', [
  v.object({ type: v.literal('cart update'), data: CartStateSchema }),
  v.object({ type: v.literal('updated stock'), data: StockSchema }),
]);

const ErrorBodySchema = v.object({ error: v.string(), message: v.optional(v.string()) });

/** A `CartState` from a response body, or null when the body is not one. */
export function parseCartState(body: unknown): CartState | null {
  const result = v.safeParse(CartStateSchema, body);
  return result.success ? result.output : null;
}

/** A websocket message, or null (the caller warns about unknown events). */
export function parseCartMessage(text: string): CartMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(CartMessageSchema, json);
  return result.success ? result.output : null;
}

/** The `{ error, message }` body of a refused request, if it is one. */
export function parseErrorBody(body: unknown): { error: string; message: string | null } | null {
  const result = v.safeParse(ErrorBodySchema, body);
  return result.success ? { error: result.output.error, message: result.output.message ?? null } : null;
}
