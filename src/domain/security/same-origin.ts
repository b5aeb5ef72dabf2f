// Cross-site request forgery: a request that changes state must come from one of our own pages. Browsers
// send `Origin` on every POST, PUT, PATCH and DELETE and on every websocket handshake, so comparing it
// with the request's own origin is enough (OWASP "verifying origin with standard headers"). When a
// privacy proxy strips `Origin`, `Sec-Fetch-Site: same-origin` (set by the browser, not by scripts) is
// accepted instead. A request with neither cannot prove where it came from and is refused.
//
// Hono's built-in `csrf()` middleware checks only form and text content types (it relies on CORS
// preflights for JSON) and answers a bare English "Forbidden"; we check every state-changing request,
// whatever its body, and answer in the shopper's language.
//
// The one exception is a server-to-server call no browser makes: the payment provider's webhook, which
// carries no Origin and proves itself by the HMAC signature of every notification instead.

export interface OriginFacts {
  method: string;
  /** The request URL as the worker sees it (scheme, host and port are the shop's origin). */
  url: string;
  origin: string | null;
  secFetchSite: string | null;
  /** The `Upgrade` header: a websocket opens a channel that sends cart actions. */
  upgrade: string | null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Exact paths written to by other servers, not by browsers (each checks its caller another way). */
export const SERVER_TO_SERVER_PATHS: ReadonlySet<string> = new Set(['/api/payments/adyen/notifications']);

/** Whether the request can change state: an unsafe method, or a websocket handshake. */
export function changesState(facts: Pick<OriginFacts, 'method' | 'upgrade'>): boolean {
  return !SAFE_METHODS.has(facts.method.toUpperCase()) || facts.upgrade?.toLowerCase() === 'websocket';
}

/** True when a state-changing request provably comes from the shop's own origin (or changes nothing). */
export function isSameOriginWrite(facts: OriginFacts): boolean {
  if (!changesState(facts)) return true;
  const url = new URL(facts.url);
  if (SERVER_TO_SERVER_PATHS.has(url.pathname) && facts.upgrade === null) return true;
  const own = url.origin;
  if (facts.origin !== null) return facts.origin === own;
  return facts.secFetchSite === 'same-origin';
}
