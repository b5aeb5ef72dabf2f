// The thank-you page's order (PageServices.thankYouOrder): only for the browser that placed it (the signed
// order-access cookie; issue 15 adds the signed-in owner), read from the market's store, with the bank
// details a bank transfer is paid to (the store's custom fields). Anything else is null: the page is a 404.
import type { Context } from 'hono';
import { isOrderNumber, shownOrderNumber, bankTransferReference } from '../../domain/checkout/order-number.ts';
import { type ThankYouOrder, thankYouStatus } from '../../domain/checkout/thank-you.ts';
import { isPaymentMethodId } from '../../domain/payment/payment-methods.ts';
import { mayViewOrder } from '../checkout/order-access.ts';
import type { Env } from '../env.ts';
import { readStoreOrder } from '../services/commerce/orders.ts';
import { getStorePaymentSettings } from '../services/commerce/store-payment-settings.ts';
import { logError } from '../services/observability/log.ts';

export async function thankYouOrder(c: Context<{ Bindings: Env }>, orderNumber: string): Promise<ThankYouOrder | null> {
  if (!isOrderNumber(orderNumber) || !(await mayViewOrder(c, orderNumber))) return null;
  const { storeKey, language, country } = c.get('market');
  const order = await readStoreOrder(c.env, storeKey, orderNumber, language);
  if (!order) return null;
  const paymentMethod = order.paymentMethod;
  if (paymentMethod === null || !isPaymentMethodId(paymentMethod)) {
    logError('order without a known payment method; no thank-you page for it', orderNumber, paymentMethod);
    return null;
  }
  const bankAccount = paymentMethod === 'bank-transfer' ? (await getStorePaymentSettings(c.env, storeKey)).bankAccount : null;
  if (paymentMethod === 'bank-transfer' && !bankAccount) logError('store has no bank account for a bank-transfer order', storeKey, orderNumber);
  const multibanco = paymentMethod === 'multibanco' ? order.voucher : null;
  return {
    orderNumber,
    shownNumber: shownOrderNumber(orderNumber, country.code),
    status: thankYouStatus(paymentMethod, multibanco),
    email: order.email,
    total: order.total,
    lines: order.lines,
    paymentMethod,
    bankTransfer: bankAccount ? { ...bankAccount, reference: bankTransferReference(orderNumber, country.code) } : null,
    multibanco,
  };
}
