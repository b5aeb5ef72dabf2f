// What a verified Adyen notification changes in the shop: replaced by the order placement (issue 14).
// Until then every notification is only logged, so the webhook endpoint can be built and tested.
import type { Env } from '../env.ts';
import type { AdyenNotification } from '../services/payments/adyen-notification.ts';

export async function handlePaymentNotification(_env: Env, item: AdyenNotification): Promise<void> {
  console.warn('Adyen notification received, not yet acted on', item.eventCode, item.success, item.pspReference, item.merchantReference);
}
