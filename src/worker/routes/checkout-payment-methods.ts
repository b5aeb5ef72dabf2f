// `GET /api/checkout/payment-methods` (issue 14): the payment methods the shopper's cart may use in this
// market, `{ methods: [{ id, kind, fee?, feeTitle? }], unavailable: [{ id, code, reason }] }`. Cash on
// delivery carries its fee and the store's name for it (custom field codFeeTitle); cash on delivery and
// bank transfer that this cart cannot use come with the reason in the shopper's language, amounts in the
// market's money format ('Cash on delivery is available up to 2 500,00 €'). Registered on the checkout
// API by `registerPaymentMethods`, which hands in the API's own cart lookup, so this file does not import
// the API (no cycle).
import type { Context, Hono } from 'hono';
import type { Cart } from '../../domain/cart/types.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import type { UnavailableReason } from '../../domain/payment/eligibility.ts';
import type { OwnMethodId } from '../../domain/payment/payment-methods.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import { createTranslate, type Translate } from '../../react/i18n/translate.ts';
import type { ApiEnv } from '../api/api-env.ts';
import type { MessageKey } from '../api/message-key.ts';
import { refuse } from '../api/refuse.ts';
import { paymentMethodsFor } from '../checkout/payment-methods.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';
import { logWarn } from '../services/observability/log.ts';

type CheckoutContext = Context<ApiEnv>;

interface PaymentMethodsRouteDeps {
  activeCart: (c: CheckoutContext) => Promise<{ cartId: string; state: { cart: Cart } } | null>;
}

const REASON_KEYS = {
  'cod-over-limit': 'checkout.payment.unavailable.cod-over-limit',
  'cod-too-many-products': 'checkout.payment.unavailable.cod-too-many-products',
  'cod-freight': 'checkout.payment.unavailable.cod-freight',
  'no-items': 'checkout.payment.unavailable.no-items',
} as const satisfies Record<Exclude<UnavailableReason['code'], 'too-many-items'>, MessageKey>;

const TOO_MANY_ITEMS_KEYS = {
  cod: 'checkout.payment.unavailable.cod-too-many-items',
  'bank-transfer': 'checkout.payment.unavailable.bank-transfer-too-many-items',
} as const satisfies Record<OwnMethodId, MessageKey>;

function reasonText(t: Translate, locale: string, id: OwnMethodId, reason: UnavailableReason): string {
  switch (reason.code) {
    case 'cod-over-limit':
      return t(REASON_KEYS[reason.code], { amount: formatMoney(reason.limit, locale) });
    case 'cod-too-many-products':
      return t(REASON_KEYS[reason.code], { count: reason.max });
    case 'too-many-items':
      return t(TOO_MANY_ITEMS_KEYS[id], { max: reason.max });
    default:
      return t(REASON_KEYS[reason.code]);
  }
}

/** The store's name for the fee in the shopper's language; none when the store has none or cannot be read. */
async function codFeeTitle(c: CheckoutContext): Promise<string | null> {
  const market = c.get('market');
  try {
    const settings = await cachedStoreSettings(c.env, market, (promise) => c.executionCtx.waitUntil(promise));
    return settings.codFeeTitle[market.language] ?? settings.codFeeTitle['en'] ?? null;
  } catch (error) {
    // The methods matter more than the fee's name: the page labels the fee itself without it.
    logWarn('store settings unreadable; cash-on-delivery fee shown without the store title', error);
    return null;
  }
}

export function registerPaymentMethods(api: Hono<ApiEnv>, { activeCart }: PaymentMethodsRouteDeps): void {
  api.get('/payment-methods', async (c) => {
    const active = await activeCart(c);
    if (!active) return refuse(c, 'checkout.error.no-cart', 409);
    const market = c.get('market');
    const [{ methods, unavailable }, feeTitle] = await Promise.all([paymentMethodsFor(c, active.state.cart), codFeeTitle(c)]);
    const t = createTranslate(market.locale, messagesFor(market.language));
    return c.json({
      methods: methods.map((method) => (method.kind === 'cod' && feeTitle ? { ...method, feeTitle } : method)),
      unavailable: unavailable.map(({ id, reason }) => ({ id, code: reason.code, reason: reasonText(t, market.locale, id, reason) })),
    });
  });
}
