// Adyen's standard notification (webhook) as the worker receives it: `{ live, notificationItems: [{
// NotificationRequestItem }] }`, parsed with valibot, each item's HMAC signature checked
// (src/domain/payment/adyen-hmac.ts), and handed on as `AdyenNotification` — the fields the order
// placement needs, with `success` a boolean.
import * as v from 'valibot';
import { type AdyenSignedFields, isAdyenHmacKey, verifyAdyenHmac } from '../../../domain/payment/adyen-hmac.ts';
import type { AdyenAmount } from './adyen.ts';

export interface AdyenNotification {
  eventCode: string;
  success: boolean;
  pspReference: string;
  originalReference?: string;
  merchantReference: string;
  amount: AdyenAmount;
  paymentMethod?: string;
}

/** Adyen sends one item per request today; a batch of more than this is not Adyen. */
const MAX_ITEMS = 100;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

const NotificationRequestItemSchema = v.looseObject({
  eventCode: v.pipe(text(64), v.minLength(1)),
  success: v.picklist(['true', 'false']),
  pspReference: v.pipe(text(64), v.minLength(1)),
  originalReference: v.optional(text(64)),
  merchantAccountCode: text(128),
  merchantReference: text(256),
  amount: v.object({ currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), value: v.pipe(v.number(), v.integer()) }),
  paymentMethod: v.optional(text(64)),
  additionalData: v.optional(v.looseObject({ hmacSignature: v.optional(text(128)) })),
});

export const AdyenNotificationRequestSchema = v.object({
  live: v.picklist(['true', 'false']),
  notificationItems: v.pipe(v.array(v.object({ NotificationRequestItem: NotificationRequestItemSchema })), v.minLength(1), v.maxLength(MAX_ITEMS)),
});

export type AdyenNotificationRequest = v.InferOutput<typeof AdyenNotificationRequestSchema>;
type NotificationRequestItem = v.InferOutput<typeof NotificationRequestItemSchema>;

const toNotification = (item: NotificationRequestItem): AdyenNotification => ({
  eventCode: item.eventCode,
  success: item.success === 'true',
  pspReference: item.pspReference,
  ...(item.originalReference ? { originalReference: item.originalReference } : {}),
  merchantReference: item.merchantReference,
  amount: { currency: item.amount.currency, value: item.amount.value },
  ...(item.paymentMethod ? { paymentMethod: item.paymentMethod } : {}),
});

const signedFields = (item: NotificationRequestItem): AdyenSignedFields => ({
  pspReference: item.pspReference,
  originalReference: item.originalReference,
  merchantAccountCode: item.merchantAccountCode,
  merchantReference: item.merchantReference,
  amount: item.amount,
  eventCode: item.eventCode,
  success: item.success,
});

export type VerifiedNotifications = { ok: true; items: AdyenNotification[] } | { ok: false; reason: 'bad-signature' | 'bad-key' };

/**
 * The request's items when every one carries a valid signature; otherwise none of them (a batch with one
 * forged item is not trusted at all). All items are checked, so the time taken does not tell which failed.
 * `hmacKeys` is the ADYEN_HMAC_KEY secret: one key, or during a rotation the new and the old key separated
 * by a comma, so notifications Adyen signed with either are accepted until the old key is dropped (README,
 * "Rotating a secret").
 */
export async function verifiedNotifications(hmacKeys: string, request: AdyenNotificationRequest): Promise<VerifiedNotifications> {
  const keys = hmacKeys.split(',').map((key) => key.trim());
  if (!keys.every(isAdyenHmacKey)) return { ok: false, reason: 'bad-key' };
  const items = request.notificationItems.map((entry) => entry.NotificationRequestItem);
  const checks = await Promise.all(
    items.map(async (item) => {
      const signed = await Promise.all(keys.map((key) => verifyAdyenHmac(key, signedFields(item), item.additionalData?.hmacSignature ?? '')));
      return signed.some(Boolean);
    }),
  );
  return checks.every(Boolean) ? { ok: true, items: items.map(toNotification) } : { ok: false, reason: 'bad-signature' };
}
