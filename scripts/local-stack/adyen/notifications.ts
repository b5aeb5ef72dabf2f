// Adyen standard notifications (webhooks) of the stand-in: each final outcome becomes a signed
// NotificationRequest `{ live: 'false', notificationItems: [{ NotificationRequestItem }] }`, kept in a
// queue tests read (`GET /adyen/__notifications`) and, when the stand-in has a notify URL, POSTed there.
// Like Adyen, delivery is retried until the endpoint answers `[accepted]` (here: a few times, then given up
// and logged), and each item carries `additionalData.hmacSignature` (src/domain/payment/adyen-hmac.ts).
import { adyenHmacSignature } from '../../../src/domain/payment/adyen-hmac.ts';

export interface NotificationItem {
  amount: { currency: string; value: number };
  eventCode: string;
  eventDate: string;
  merchantAccountCode: string;
  merchantReference: string;
  pspReference: string;
  originalReference?: string;
  paymentMethod?: string;
  reason: string;
  success: 'true' | 'false';
  additionalData: { hmacSignature: string };
}

export interface NotificationRequest {
  live: 'false';
  notificationItems: { NotificationRequestItem: NotificationItem }[];
}

export type UnsignedItem = Omit<NotificationItem, 'additionalData'>;

export async function signedNotification(hmacKey: string, item: UnsignedItem): Promise<NotificationRequest> {
  const hmacSignature = await adyenHmacSignature(hmacKey, item);
  return { live: 'false', notificationItems: [{ NotificationRequestItem: { ...item, additionalData: { hmacSignature } } }] };
}

/** Pauses before each retry (Adyen retries after minutes, then hours; the stand-in in seconds). */
export const DELIVERY_BACKOFF_MS = [500, 2_000, 5_000] as const;

export interface DeliveryOptions {
  url: string;
  fetch?: typeof fetch;
  backoffMs?: readonly number[];
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** POSTs the notification until the endpoint accepts it; true when it did. Never throws. */
export async function deliverNotification(notification: NotificationRequest, options: DeliveryOptions): Promise<boolean> {
  const send = options.fetch ?? fetch;
  const backoff = options.backoffMs ?? DELIVERY_BACKOFF_MS;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const item = notification.notificationItems[0]?.NotificationRequestItem;
  const what = `${item?.eventCode ?? '?'} ${item?.pspReference ?? '?'}`;
  for (let attempt = 0; attempt <= backoff.length; attempt += 1) {
    if (attempt > 0) await sleep(backoff[attempt - 1] ?? 0);
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notification),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (response.ok && text.includes('[accepted]')) return true;
      log(`adyen stand-in: notification ${what} attempt ${attempt + 1} answered ${response.status} ${text.slice(0, 120)}`);
    } catch (error) {
      log(`adyen stand-in: notification ${what} attempt ${attempt + 1} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  log(`adyen stand-in: notification ${what} given up after ${backoff.length + 1} attempts`);
  return false;
}
