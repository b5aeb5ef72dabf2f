// The orders-link service (spec part 2 §7.5, path `my-orders`): `GET {ORDERS_LINK_URL}/getUrlWithToken?email=`
// answers the address of the customer's orders with a token in it. Its failure is logged only (spec part 2
// "Orders link failure: logged only"): the caller gets null and the page says the link is unavailable.
import { ordersLinkOf } from '../../../domain/account/orders-link.ts';
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logError, logWarn } from '../observability/log.ts';

const ORDERS_LINK_TIMEOUT_MS = 5_000;
/** A URL with a token is a few hundred characters; much more is not the service speaking. */
const MAX_ANSWER_CHARS = 16 * 1024;

export async function ordersLink(env: Env, email: string): Promise<string | null> {
  if (!env.ORDERS_LINK_URL) {
    logWarn('orders link: ORDERS_LINK_URL is not configured');
    return null;
  }
  const url = new URL(`${env.ORDERS_LINK_URL}/getUrlWithToken`);
  url.search = new URLSearchParams({ email }).toString();
  try {
    const response = await timedFetch('orders-link')(url, {
      headers: { accept: 'application/json, text/plain' },
      signal: AbortSignal.timeout(ORDERS_LINK_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      logError('orders link service answered', response.status, text.slice(0, 200));
      return null;
    }
    const link = text.length <= MAX_ANSWER_CHARS ? ordersLinkOf(text) : null;
    if (!link) logError('orders link service answered without a link', text.slice(0, 200));
    return link;
  } catch (error) {
    logError('orders link service unreachable', error);
    return null;
  }
}
