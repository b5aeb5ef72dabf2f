// The orders-link service's answer (spec part 2 §7.5, path `my-orders`: `getUrlWithToken?email=` returns
// a URL): the address of the customer's orders with a token, opened in a new window. The service is
// read as JSON `{ "url": … }`, a JSON string or the bare URL as text; only an absolute http(s) address
// is a link the shop hands on.
import * as v from 'valibot';

const MAX_URL_LENGTH = 2048;

const LinkSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_URL_LENGTH),
  v.url(),
  v.check((url) => URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol)),
);
const AnswerSchema = v.union([LinkSchema, v.object({ url: LinkSchema })]);

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The link in the service's answer, or null when it holds none. */
export function ordersLinkOf(answer: string): string | null {
  const parsed = v.safeParse(AnswerSchema, jsonOrText(answer));
  if (!parsed.success) return null;
  return typeof parsed.output === 'string' ? parsed.output : parsed.output.url;
}
