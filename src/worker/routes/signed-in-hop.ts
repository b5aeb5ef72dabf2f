// The answer of a successful social sign-in: a tiny page that moves on to the return path by itself
// (meta refresh, no script), instead of a 303. The callback is reached by the provider's cross-site
// redirect, and a browser treats every hop of such a redirect chain as cross-site, so a 303 to the shop
// would arrive without the SameSite=Strict session cookie just set: the first page would show the shopper
// signed out (seen in Chromium). A navigation the shop's own page starts is same-site and carries it.
import type { Context } from 'hono';
import type { Env } from '../env.ts';
import { localized } from '../api/localized.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function signedInHop(c: Context<{ Bindings: Env }>, returnPath: string): Response {
  const href = escapeHtml(returnPath);
  const html = `<!doctype html><html lang="${escapeHtml(c.get('market').language)}"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="0;url=${href}"><meta name="robots" content="noindex"><title>${escapeHtml(localized(c, 'social.signedIn.title'))}</title></head>
<body><p>${escapeHtml(localized(c, 'social.signedIn.title'))} <a href="${href}">${escapeHtml(localized(c, 'social.signedIn.continue'))}</a></p></body></html>`;
  return c.html(html, 200, { 'cache-control': 'private, no-store' });
}
