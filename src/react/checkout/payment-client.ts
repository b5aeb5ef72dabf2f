// HTTP side of the payment page (issue 14): the methods offered for the cart (`GET /api/checkout/payment-methods`)
// and placing the order (`POST /api/checkout/order`). Answers are parsed here; a method id this page does not
// know is left out (a newer worker may offer more), a refusal keeps the server's message in the shopper's language.
import * as v from 'valibot';
import { MoneySchema } from '../../domain/money/money.ts';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../../domain/payment/payment-methods.ts';
import { callJsonApi } from '../http/json-api.ts';
import { inPageLanguage, type PageLanguage } from '../http/page-language.ts';

const ORDER_PATH = '/api/checkout/order';
const METHODS_PATH = '/api/checkout/payment-methods';

const OfferedMethodSchema = v.object({
  id: v.picklist(PAYMENT_METHOD_IDS),
  kind: v.picklist(['card-integration', 'cod', 'bank-transfer']),
  /** Cash on delivery's fee, added to the order. */
  fee: v.optional(MoneySchema),
});
export type OfferedMethod = v.InferOutput<typeof OfferedMethodSchema>;

const UnavailableMethodSchema = v.object({ id: v.picklist(PAYMENT_METHOD_IDS), reason: v.string() });
export type UnavailableMethod = v.InferOutput<typeof UnavailableMethodSchema>;

const MethodsAnswerSchema = v.object({ methods: v.array(v.unknown()), unavailable: v.optional(v.array(v.unknown()), []) });

export type MethodsResult = { ok: true; methods: OfferedMethod[]; unavailable: UnavailableMethod[] } | { ok: false; message: string | null };

/** The entries of a list that parse; the others are logged and left out. */
function known<T>(schema: v.GenericSchema<unknown, T>, entries: readonly unknown[]): T[] {
  return entries.flatMap((entry) => {
    const parsed = v.safeParse(schema, entry);
    if (!parsed.success) console.warn('payment method not understood, left out', entry);
    return parsed.success ? [parsed.output] : [];
  });
}

/** The methods, worded in the page's language. */
export async function fetchPaymentMethods(page: PageLanguage): Promise<MethodsResult> {
  const answer = await callJsonApi(inPageLanguage(METHODS_PATH, page), { answer: MethodsAnswerSchema });
  if (!answer.ok) return { ok: false, message: answer.message };
  return {
    ok: true,
    methods: known(OfferedMethodSchema, answer.value.methods),
    unavailable: known(UnavailableMethodSchema, answer.value.unavailable),
  };
}

const PlacedSchema = v.union([
  /** The order exists (bank transfer, cash on delivery, a payment authorised at once): its thank-you page. */
  v.object({ orderNumber: v.string(), next: v.string() }),
  /** The shopper pays on the provider's page first; the provider sends them back to our return address. */
  v.object({ redirect: v.string() }),
]);

export type OrderResult = { ok: true; location: string } | { ok: false; status: number; error: string; message: string | null };

/** Only web addresses are followed (ours, or the provider's page), never a `javascript:` one. */
function followable(location: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(location, window.location.href).protocol);
  } catch (error) {
    console.warn('order answer names no address to follow', location, error);
    return false;
  }
}

/** Places the order; a refusal is worded, and the thank-you page addressed, in the page's language. */
export async function placeOrder(paymentMethod: PaymentMethodId, page: PageLanguage): Promise<OrderResult> {
  const placed = await callJsonApi(inPageLanguage(ORDER_PATH, page), { method: 'POST', body: { paymentMethod }, answer: PlacedSchema });
  if (!placed.ok) return { ok: false, status: placed.status, error: placed.error, message: placed.message };
  const location = 'next' in placed.value ? placed.value.next : placed.value.redirect;
  return followable(location) ? { ok: true, location } : { ok: false, status: placed.status, error: 'malformed', message: null };
}
