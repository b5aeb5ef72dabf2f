// The customer-data service (spec part 2 §7.4, base path `cia`): one POST per event. Events are
// fire-and-forget for the shopper: the caller hands the promise to waitUntil, failures are logged.
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logWarn } from '../observability/log.ts';

export type CustomerDataEvent =
  | 'view-item'
  | 'view-category'
  | 'cart-update'
  | 'customer-update'
  | 'consent'
  | 'customer-consent'
  | 'newsletter-doi'
  | 'checkout'
  | 'recommendation'
  | 'reset-password'
  | 'verify-email';

const EVENT_TIMEOUT_MS = 5_000;

export async function sendCustomerDataEvent(env: Env, event: CustomerDataEvent, body: Record<string, unknown>): Promise<void> {
  if (!env.CIA_URL) return;
  try {
    const response = await timedFetch('customer-data')(`${env.CIA_URL}/${event}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(EVENT_TIMEOUT_MS),
    });
    if (!response.ok) logWarn(`customer-data ${event} answered`, response.status);
  } catch (error) {
    logWarn(`customer-data ${event} failed`, error);
  }
}
