// `POST /api/payments/adyen/notifications`: Adyen's webhooks (standard notifications). A server-to-server
// call, so it is exempt from the same-origin check (src/domain/security/same-origin.ts names this path);
// what protects it is the HMAC signature on every item, checked in constant time. Any item with a bad
// signature → 401 and nothing handled; a body that is not a notification → 400; too large → 413. Verified
// items go to the order placement, then Adyen gets the `[accepted]` it waits for. If handling fails
// (commerce down), the answer is a 503 and Adyen delivers the notification again later.
import { jsonApi } from '../api/json-api.ts';
import { jsonBody } from '../api/json-body.ts';
import { refuse } from '../api/refuse.ts';
import { handlePaymentNotification } from '../checkout/payment-notification.ts';
import { AdyenNotificationRequestSchema, verifiedNotifications } from '../services/payments/adyen-notification.ts';
import { logError, logWarn } from '../services/observability/log.ts';

/** A notification is about a kilobyte; Adyen batches at most a few. */
export const MAX_NOTIFICATION_BODY_BYTES = 64 * 1024;

export const paymentNotifications = jsonApi({ unavailable: 'api.error.unavailable' });

const notificationBody = jsonBody(AdyenNotificationRequestSchema, {
  maxBytes: MAX_NOTIFICATION_BODY_BYTES,
  tooLarge: 'api.error.too-large',
  malformed: 'api.error.bad-request',
  invalid: () => 'api.error.bad-request',
});

paymentNotifications.post('/', notificationBody, async (c) => {
  const verified = await verifiedNotifications(c.env.ADYEN_HMAC_KEY, c.req.valid('json'));
  if (!verified.ok) {
    if (verified.reason === 'bad-key') {
      logError('ADYEN_HMAC_KEY is not a hex key: Adyen notifications cannot be verified');
      return refuse(c, 'api.error.unavailable', 503);
    }
    logWarn('refused an Adyen notification with a bad HMAC signature');
    return refuse(c, 'api.error.unauthorized', 401);
  }
  // One after another: two items about the same payment must not race each other.
  for (const item of verified.items) await handlePaymentNotification(c.env, item);
  return c.text('[accepted]');
});
