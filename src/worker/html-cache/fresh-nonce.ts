// A stored page carries the nonce of the request it was first rendered for. Every later answer gets its
// own (security-headers.ts makes one per request and puts it into the CSP): each `nonce="…"` attribute of
// the stored page is rewritten to it. The stored nonce is 128 random bits nobody but its first shopper saw,
// so no text a shopper or the catalogue put into the page can match it by design.

/** `html` with every script nonce `stored` replaced by `fresh`. */
export const withFreshNonce = (html: string, stored: string, fresh: string): string => html.replaceAll(`nonce="${stored}"`, `nonce="${fresh}"`);
