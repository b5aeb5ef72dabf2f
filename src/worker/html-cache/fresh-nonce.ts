// A stored page carries the nonce of the request it was first rendered for. Every later answer gets its
// own (security-headers.ts makes one per request and puts it into the CSP): each `nonce="…"` attribute of
// the stored page gets it instead. The stored nonce is 128 random bits nobody but its first shopper saw,
// so no text a shopper or the catalogue put into the page can match it by design.
// The page is kept as UTF-8 bytes cut at those attributes' values, so an answer is the parts joined
// around the fresh nonce: one copy of the bytes, with no search through the page and no text encoding.

const encoder = new TextEncoder();

/** `html` as UTF-8 bytes, cut where each `nonce="{stored}"` attribute's value stands (the value left out). */
export function splitAtNonce(html: string, stored: string): Uint8Array[] {
  const attribute = `nonce="${stored}"`;
  const valueOffset = 'nonce="'.length;
  const parts: Uint8Array[] = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    parts.push(encoder.encode(html.slice(from, at + valueOffset)));
    from = at + valueOffset + stored.length;
  }
  parts.push(encoder.encode(html.slice(from)));
  return parts;
}

/** The page's bytes with `fresh` between every two parts. */
export function joinWithNonce(parts: readonly Uint8Array[], fresh: string): Uint8Array<ArrayBuffer> {
  const nonce = encoder.encode(fresh);
  let length = nonce.byteLength * (parts.length - 1);
  for (const part of parts) length += part.byteLength;
  const page = new Uint8Array(length);
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      page.set(nonce, at);
      at += nonce.byteLength;
    }
    page.set(part, at);
    at += part.byteLength;
  });
  return page;
}
