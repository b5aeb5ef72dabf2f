// The security headers of every response. Pages get a CSP whose scripts must carry the request's nonce
// (React puts it on its inline bootstrap and streaming scripts; 'strict-dynamic' lets those load our
// hashed module chunks). Static assets get the same transport headers through dist/client/_headers
// (written by scripts/build-client.ts), with a CSP that allows nothing, because no asset is a page.

/** Two years, the HSTS preload list's minimum being one. Browsers ignore HSTS on plain-http localhost. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

export const TRANSPORT_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The CSP of an HTML (or JSON) response. Styles allow inline attributes because React renders a few
 * computed widths (rating stars, free-shipping bar) as `style`; images may come from the commerce CDN.
 * `connect-src 'self'` covers the cart websocket on the same host.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Static files are never documents to run scripts in or to frame. */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
