// The providers' consent page of the stand-ins: the shop's authorization request shown back as hidden
// fields, a 'Continue as Eva' button (tests post another person's names and e-mail address) and 'Cancel',
// which returns `error=access_denied` to the shop as the real providers do.
import { EVA } from './identity-people.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export interface ConsentPage {
  providerName: 'Google' | 'Facebook';
  /** Where the form posts (the authorize endpoint itself). */
  action: string;
  /** The shop's request (client_id, redirect_uri, state, nonce, code_challenge…), sent back with the choice. */
  request: URLSearchParams;
  clientName: string;
}

export function consentPage({ providerName, action, request, clientName }: ConsentPage): string {
  const hidden = [...request.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const accent = providerName === 'Google' ? '#1a73e8' : '#1877f2';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${providerName} (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f3f4;margin:0;display:grid;place-items:center;min-height:100vh}
main{box-sizing:border-box;background:#fff;border-radius:12px;padding:32px;max-width:380px;width:calc(100% - 32px);box-shadow:0 1px 4px #0003}
h1{font-size:22px;margin:0 0 8px}p{color:#444}button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid ${accent};cursor:pointer}
.primary{background:${accent};color:#fff;width:100%;margin:16px 0 8px}.secondary{background:#fff;color:${accent};width:100%}
small{display:block;margin-top:16px;color:#666}</style></head>
<body><main><h1>${providerName}</h1><p>${escapeHtml(clientName)} wants to know your name, profile picture and e-mail address.</p>
<form method="post" action="${escapeHtml(action)}">${hidden}
<input type="hidden" name="email" value="${escapeHtml(EVA.email)}"><input type="hidden" name="given_name" value="${escapeHtml(EVA.givenName)}">
<input type="hidden" name="family_name" value="${escapeHtml(EVA.familyName)}">
<button class="primary" type="submit" name="decision" value="allow">Continue as ${escapeHtml(EVA.givenName)}</button>
<button class="secondary" type="submit" name="decision" value="cancel">Cancel</button></form>
<small>Local stand-in of ${providerName} sign-in: no real account is used.</small></main></body></html>`;
}
