// Which page requests count as a shopper viewing the page (the view-item and view-category events of spec
// part 2 §7.4). Not a view: a crawler (recognised by its user agent, src/domain/seo/is-crawler.ts: crawlers
// announce themselves, and one that does not is indistinguishable from a shopper anyway), a HEAD request
// (nobody reads the page), and a prefetch or prerender the browser makes before the shopper asks for it
// (`Sec-Purpose: prefetch…`, older `Purpose: prefetch`, Firefox's `X-Moz: prefetch`).
import { isCrawler } from '../seo/is-crawler.ts';

export interface PageRequestSeen {
  method: string;
  userAgent: string | null | undefined;
  /** A header by name (lower case), null when absent. */
  header: (name: string) => string | null | undefined;
}

const PREFETCH = /\bprefetch\b|\bprerender\b/i;

export function isShopperPageView({ method, userAgent, header }: PageRequestSeen): boolean {
  if (method !== 'GET') return false;
  if (isCrawler(userAgent)) return false;
  return !['sec-purpose', 'purpose', 'x-moz'].some((name) => PREFETCH.test(header(name) ?? ''));
}
