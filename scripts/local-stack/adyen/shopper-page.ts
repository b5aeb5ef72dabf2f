// The stand-in's shopper page (`/adyen/hpp/{pspReference}`), where a redirect payment is completed the
// way a bank, PayPal or 3-D Secure page would: plain server-rendered HTML, no script and no external
// asset (it works offline), a form of native buttons (usable by keyboard, named for screen readers).
// Each button POSTs `outcome`; the stand-in then redirects to the shop's returnUrl with a redirectResult.

export const SHOPPER_OUTCOMES = ['authorise', 'refuse', 'cancel', 'pending', 'challenge', 'complete-challenge'] as const;
export type ShopperOutcome = (typeof SHOPPER_OUTCOMES)[number];

export const isShopperOutcome = (value: string): value is ShopperOutcome => (SHOPPER_OUTCOMES as readonly string[]).includes(value);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
@media (max-width:30rem){main{margin:1rem}}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
form{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.5rem 1rem;border:1px solid #0a5c36;border-radius:6px;background:#fff;color:#0a5c36;cursor:pointer}
button[value=authorise],button[value=complete-challenge]{background:#0a5c36;color:#fff}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

export interface ShopperPageFacts {
  pspReference: string;
  merchantReference: string;
  method: string;
  amount: { currency: string; value: number };
}

const formatAmount = ({ currency, value }: ShopperPageFacts['amount']) => `${(value / 100).toFixed(2)} ${currency}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>
`;
}

function summary(facts: ShopperPageFacts): string {
  return `<dl><dt>Payment method</dt><dd>${escapeHtml(facts.method)}</dd><dt>Amount</dt><dd>${escapeHtml(formatAmount(facts.amount))}</dd>
<dt>Order</dt><dd>${escapeHtml(facts.merchantReference)}</dd><dt>PSP reference</dt><dd>${escapeHtml(facts.pspReference)}</dd></dl>`;
}

const button = (outcome: ShopperOutcome, label: string) => `<button type="submit" name="outcome" value="${outcome}">${label}</button>`;

/** The page offering every outcome a test may want. */
export function shopperPage(facts: ShopperPageFacts): string {
  return page(
    'Adyen test payment',
    `<h1>Test payment</h1>
<p>This is the local Adyen stand-in. Choose how the payment ends.</p>
${summary(facts)}
<form method="post">
${button('authorise', 'Authorise')}
${button('refuse', 'Refuse')}
${button('cancel', 'Cancel')}
${button('pending', 'Leave pending')}
${button('challenge', '3-D Secure')}
</form>`,
  );
}

/** The 3-D Secure challenge: completing it authorises the payment. */
export function challengePage(facts: ShopperPageFacts): string {
  return page(
    '3-D Secure challenge',
    `<h1>3-D Secure challenge</h1>
<p>Your bank asks you to confirm this payment.</p>
${summary(facts)}
<form method="post">
${button('complete-challenge', 'Complete challenge')}
${button('cancel', 'Cancel')}
</form>`,
  );
}

/** A payment that is no longer waiting for the shopper. */
export function finishedPage(facts: ShopperPageFacts, state: string): string {
  return page('Payment finished', `<h1>Payment finished</h1><p>This payment is already ${escapeHtml(state)}.</p>${summary(facts)}`);
}
