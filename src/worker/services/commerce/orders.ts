// commercetools Orders of the market's store: the order made from the cart at the version the shop last
// saw (the in-store endpoint; commercetools moves the cart to Ordered and refuses a stale version with a
// 409), the order a cart already became (so an order made but not remembered is never lost), and an order
// as the thank-you page shows it.
import type { Order } from '@commercetools/platform-sdk';
import * as v from 'valibot';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Money } from '../../../domain/money/money.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { CommerceError, execute } from './execute.ts';
import { pickLocalized } from './localized.ts';
import { toMoney } from './price-offer.ts';
import { logWarn } from '../observability/log.ts';

export interface PlacedOrder {
  id: string;
  orderNumber: string;
}

/** An order as the thank-you page needs it, in the shop's own types. */
export interface OrderView extends PlacedOrder {
  email: string;
  country: string;
  total: Money;
  lines: { name: string; quantity: number; totalPrice: Money }[];
  /** The method id of the order's last payment (the one that paid it). */
  paymentMethod: string | null;
  /** The voucher the shopper pays at an ATM (Multibanco), from that payment's `adyenAction` field. */
  voucher: { entity: string; reference: string; expiresAt: string } | null;
}

const inStoreOrders = (env: Env, storeKey: string) => commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey }).orders();

const placed = (order: Order): PlacedOrder => ({ id: order.id, orderNumber: order.orderNumber ?? order.id });

export async function createOrderFromCart(
  env: Env,
  storeKey: string,
  cart: { id: string; version: number },
  orderNumber: string,
): Promise<PlacedOrder> {
  const order = await execute(
    inStoreOrders(env, storeKey).post({ body: { cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber } }),
  );
  return placed(order);
}

/** The order made from this cart, if there is one (the cart is Ordered but the shop did not get to remember it). */
export async function orderOfCart(env: Env, storeKey: string, cartId: string): Promise<PlacedOrder | null> {
  const found = await execute(inStoreOrders(env, storeKey).get({ queryArgs: { where: `cart(id="${cartId}")`, limit: 1 } }));
  const order = found.results[0];
  return order ? placed(order) : null;
}

const MethodSchema = v.object({
  obj: v.object({
    paymentMethodInfo: v.object({ method: v.string() }),
    custom: v.optional(v.object({ fields: v.object({ adyenAction: v.optional(v.string()) }) })),
  }),
});
const VoucherSchema = v.object({ type: v.literal('voucher'), entity: v.string(), reference: v.string(), expiresAt: v.string() });

/** The voucher in a payment's `adyenAction` JSON; anything else (no action, a redirect, broken JSON) is none. */
function voucherOf(json: string | undefined): OrderView['voucher'] {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    logWarn('payment adyenAction is not JSON; no voucher shown', error);
    return null;
  }
  const parsed = v.safeParse(VoucherSchema, value);
  return parsed.success ? { entity: parsed.output.entity, reference: parsed.output.reference, expiresAt: parsed.output.expiresAt } : null;
}

function mapOrder(order: Order, language: Language): OrderView | null {
  const total = toMoney(order.taxedPrice?.totalGross ?? order.totalPrice);
  if (!total) return null;
  const money = (value: Parameters<typeof toMoney>[0]) => toMoney(value) ?? { ...total, centAmount: 0 };
  const payments = order.paymentInfo?.payments ?? [];
  const last = v.safeParse(MethodSchema, payments.at(-1));
  return {
    ...placed(order),
    email: order.customerEmail ?? '',
    country: order.country ?? '',
    total,
    lines: [
      ...order.lineItems.map((line) => ({ name: pickLocalized(line.name, language), quantity: line.quantity, totalPrice: money(line.totalPrice) })),
      ...order.customLineItems.map((line) => ({
        name: pickLocalized(line.name, language),
        quantity: line.quantity,
        totalPrice: money(line.totalPrice),
      })),
    ],
    paymentMethod: last.success ? last.output.obj.paymentMethodInfo.method : null,
    voucher: last.success ? voucherOf(last.output.obj.custom?.fields.adyenAction) : null,
  };
}

/** The order with this number in the store, or null (another store's order is not this shop's). */
export async function readStoreOrder(env: Env, storeKey: string, orderNumber: string, language: Language): Promise<OrderView | null> {
  try {
    const order = await execute(
      inStoreOrders(env, storeKey)
        .withOrderNumber({ orderNumber })
        .get({ queryArgs: { expand: ['paymentInfo.payments[*]'] } }),
    );
    return order.store?.key === storeKey ? mapOrder(order, language) : null;
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 404) return null;
    throw error;
  }
}
