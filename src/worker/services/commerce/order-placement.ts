// Placing an order in commercetools (spec part 2 §4 "Placing an order"): the cash-on-delivery fee onto the
// cart (a custom line item titled with the store's `codFeeTitle`, its amount also in the cart's custom
// field `calculatedCodFee`), a Payment for the attempt added to the cart, then the order from the cart at
// the version those updates left. The caller (the cart's Durable Object) is the cart's only writer and
// makes sure this runs once per cart. Refusals of the platform become the checkout's error codes.
import type { Cart as CtCart, CartUpdateAction, LocalizedString } from '@commercetools/platform-sdk';
import type { OrderErrorCode } from '../../../domain/checkout/order-errors.ts';
import { isCountryCode, type Language, localeOf } from '../../../domain/markets/countries.ts';
import type { Money } from '../../../domain/money/money.ts';
import type { Env } from '../../env.ts';
import { updateStoreCart } from './cart-store.ts';
import { isNetCart } from './cart-vat.ts';
import { CommerceError } from './execute.ts';
import { createOrderFromCart, type PlacedOrder } from './orders.ts';
import { createPayment, type PaymentInterface } from './payments.ts';
import { toMoney } from './price-offer.ts';

/** The slug of the cash-on-delivery fee's custom line item: one per cart, found again by it. */
export const COD_FEE_SLUG = 'cod-fee';
const FEE_TAX_CATEGORY = 'standard';
/** The reverse charge of a company's net invoice (cart-vat.ts prices its lines at 0 % too). */
const netFeeRate = (country: string) => ({ name: 'Reverse charge', amount: 0, includedInPrice: false, country });

export interface PaymentChoice {
  method: string;
  paymentInterface: PaymentInterface;
  /** The method's English name on the Payment. */
  name: string;
  /** Cash on delivery: the fee and its title; any other method: null (a fee of an earlier attempt is taken off). */
  codFee: { amount: Money; title: LocalizedString } | null;
}

export class OrderPlacementError extends Error {
  readonly code: OrderErrorCode;
  constructor(code: OrderErrorCode, message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'OrderPlacementError';
    this.code = code;
  }
}

/** commercetools' refusals of an order, as the checkout names them (the shopper goes back to the cart for the first two). */
export function placementErrorOf(error: unknown): OrderErrorCode | null {
  if (!(error instanceof CommerceError)) return null;
  if (error.code === 'OutOfStock') return 'out-of-stock';
  if (error.code === 'PriceChanged' || error.code === 'MatchingPriceNotFound') return 'price-changed';
  if (error.code === 'InvalidItemShippingDetails' || error.code === 'ShippingMethodDoesNotMatchCart') return 'unprocessable-entity';
  return error.statusCode === 409 ? 'creating-order-failed' : null;
}

function feeUpdates(cart: CtCart, codFee: PaymentChoice['codFee']): CartUpdateAction[] {
  const existing = cart.customLineItems.filter((line) => line.slug === COD_FEE_SLUG);
  const same = codFee && existing.length === 1 && existing[0]?.money.centAmount === codFee.amount.centAmount;
  if (same) return [];
  const removals: CartUpdateAction[] = existing.map((line) => ({ action: 'removeCustomLineItem', customLineItemId: line.id }));
  if (!codFee) return removals;
  const money = { currencyCode: codFee.amount.currencyCode, centAmount: codFee.amount.centAmount };
  const field: CartUpdateAction = cart.custom
    ? { action: 'setCustomField', name: 'calculatedCodFee', value: money }
    : { action: 'setCustomType', type: { typeId: 'type', key: 'cart-custom' }, fields: { calculatedCodFee: money } };
  return [
    ...removals,
    {
      action: 'addCustomLineItem',
      name: codFee.title,
      money,
      slug: COD_FEE_SLUG,
      quantity: 1,
      taxCategory: { typeId: 'tax-category', key: FEE_TAX_CATEGORY },
      // A net cart (tax mode External, cart-vat.ts) takes no platform rate: the fee is taxed as its lines are.
      ...(isNetCart(cart) && cart.country ? { externalTaxRate: netFeeRate(cart.country) } : {}),
    },
    field,
  ];
}

const grossOf = (cart: CtCart): Money | null => toMoney(cart.taxedPrice?.totalGross ?? cart.totalPrice);

/** The fee on the cart, a Payment for the attempt on the cart: the cart as it is to be ordered, and the Payment's id. */
export async function preparePayment(
  env: Env,
  storeKey: string,
  cart: CtCart,
  choice: PaymentChoice,
  state: 'Initial' | 'Pending',
  language: Language,
): Promise<{ cart: CtCart; paymentId: string; amount: Money }> {
  const fees = feeUpdates(cart, choice.codFee);
  const priced = fees.length > 0 ? await updateStoreCart(env, storeKey, cart.id, cart.version, fees) : cart;
  const amount = grossOf(priced);
  if (!amount || amount.centAmount <= 0) throw new OrderPlacementError('malformed-price', `cart ${cart.id} has no payable gross total`);
  let paymentId: string;
  try {
    paymentId = (await createPayment(env, { amount, paymentInterface: choice.paymentInterface, method: choice.method, name: choice.name, state })).id;
  } catch (error) {
    throw new OrderPlacementError('payment-error', `payment for cart ${cart.id} not created`, error);
  }
  // The order takes the cart's locale (its confirmation's language): the language the shopper pays in,
  // not the one the cart was created in (a Belgian cart begun on Dutch pages, paid on French ones).
  const locale = priced.country && isCountryCode(priced.country) ? localeOf(priced.country, language) : null;
  const paid = await updateStoreCart(env, storeKey, cart.id, priced.version, [
    { action: 'addPayment', payment: { typeId: 'payment', id: paymentId } },
    ...(locale && priced.locale !== locale ? [{ action: 'setLocale', locale } as const] : []),
  ]);
  return { cart: paid, paymentId, amount };
}

/** The order from the cart at its version; the platform's refusals as the checkout's codes. */
export async function orderFromCart(env: Env, storeKey: string, cart: { id: string; version: number }, orderNumber: string): Promise<PlacedOrder> {
  try {
    return await createOrderFromCart(env, storeKey, cart, orderNumber);
  } catch (error) {
    const code = placementErrorOf(error);
    if (code) throw new OrderPlacementError(code, `order from cart ${cart.id} refused`, error);
    throw error;
  }
}
