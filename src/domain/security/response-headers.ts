// The security headers of every response. Pages get a CSP whose scripts must carry the request's nonce
// (React puts it on its inline bootstrap and streaming scripts; 'strict-dynamic' lets those load our
// hashed module chunks). Static assets get the same headers through dist/client/_headers (written by
// scripts/build-client.ts from staticHeadersFile()), with a CSP that allows nothing, because no asset is
// a page.

/** Two years, the HSTS preload list's minimum being one. Browsers ignore HSTS on plain-http localhost. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/**
 * Powerful browser features the shop does not use, denied to the page and to anything it embeds. Card
 * and wallet payments go through the provider's redirect flow (design.md), so `payment` stays off too;
 * sign-in with Google and Facebook are redirects as well (no FedCM `identity-credentials-get`). Only
 * features Chromium recognises are listed: an unknown one is a console warning on every page (Chromium
 * 156 dropped `attribution-reporting` with the Attribution Reporting API, so it is no longer listed).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'compute-pressure',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** The headers every response carries besides its CSP: transport security and the features policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * Where pages load images from: product and category images are our own files (`/images/…`, served by
 * the assets layer; the catalogue's image URLs are site-relative), the stylesheet draws one icon as a
 * `data:` SVG, and the page loads no CMS images, analytics pixels or other hosts' images. A new image
 * host is added here by name, never with a scheme-wide `https:`.
 */
export const IMAGE_SOURCES = ["'self'", 'data:'] as const;

/**
 * The CSP of an HTML (or JSON) response. Styles allow inline attributes because React renders a few
 * computed widths (rating stars, free-shipping bar) as `style`. `connect-src 'self'` covers the cart
 * websocket on the same host. `vendorOrigins`: the origins of the configured third-party widgets (each by
 * name, e.g. `https://widget.trustpilot.com`), which may be framed and connected to.
 */
export function pageContentSecurityPolicy(nonce: string, vendorOrigins: readonly string[] = []): string {
  const vendors = vendorOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${IMAGE_SOURCES.join(' ')}`,
    `connect-src 'self'${vendors}`,
    `frame-src 'self'${vendors}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Static files are never documents to run scripts in or to frame. */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The assets layer's `_headers` file: the security headers and the asset CSP on every static file;
 * hashed files never change, so browsers and the edge may keep them for a year.
 */
export function staticHeadersFile(): string {
  return [
    '/*',
    ...Object.entries({ ...SECURITY_HEADERS, 'Content-Security-Policy': ASSET_CONTENT_SECURITY_POLICY }).map(
      ([name, value]) => `  ${name}: ${value}`,
    ),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/images/*',
    '  Cache-Control: public, max-age=86400',
    '',
  ].join('\n');
}
