// `POST /api/contact`: a customer-service case (spec part 1 §2 "Customer-service form", part 2 §7.5),
// checked against the domain's schema for the market (src/domain/service/contact-case.ts) and passed on
// to the CRM's web-to-case form by the worker, never by the browser. Five cases a minute per client
// (rate limit `contact-case`, counted before the body is read); the same-origin check of every write is
// the app's middleware. Answers:
// - 200 `{ status: 'sent', message }`;
// - 400 `{ error: 'invalid-input', message, fields: { <field>: message } }`, an unknown reason or
//   subreason at that field, each message in the shopper's language;
// - 413 for a body over 16 KB, 400 `malformed` for one that is not a JSON object;
// - 502 `{ error: 'crm-unavailable', message }` when the CRM refuses, is unreachable or not configured
//   (the form keeps what was typed).
// Takes `?language=` (a second language of the country, e.g. `fr` in CH): API paths carry no language prefix.
import * as v from 'valibot';
import { checkContactCase } from '../../domain/service/contact-case.ts';
import { jsonApi } from '../api/json-api.ts';
import { pageLanguage } from '../api/page-language.ts';
import { jsonBody } from '../api/json-body.ts';
import { localized } from '../api/localized.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sendCase } from '../services/crm/web-to-case.ts';

/** The longest case (5,000 characters of description, the other fields at 200) fits with room to spare. */
export const MAX_CONTACT_BODY_BYTES = 16 * 1024;

export const contactApi = jsonApi({ unavailable: 'contact.error.crm-unavailable' });

contactApi.use(pageLanguage());

// Any JSON object: the fields are checked one by one against the market's rules, so each error is named at its field.
const contactBody = jsonBody(v.record(v.string(), v.unknown()), {
  maxBytes: MAX_CONTACT_BODY_BYTES,
  tooLarge: 'contact.error.too-large',
  malformed: 'contact.error.malformed',
  invalid: () => 'contact.error.malformed',
});

/** The page the form was sent from (the CRM's retURL): the Referer when it is one of ours, else the shop's home. */
function returnUrlOf(requestUrl: string, referer: string | undefined): string {
  const { origin } = new URL(requestUrl);
  const page = referer && URL.canParse(referer) ? new URL(referer) : null;
  return page?.origin === origin ? `${origin}${page.pathname}` : `${origin}/`;
}

contactApi.post('/', rateLimit('contact-case'), contactBody, async (c) => {
  const market = c.get('market');
  const checked = checkContactCase(c.req.valid('json'), market.country.code);
  if (!checked.ok) {
    const fields = Object.fromEntries(Object.entries(checked.fields).map(([field, code]) => [field, localized(c, `contact.error.${code}`)]));
    return refuse(c, 'contact.error.invalid-input', 400, { body: { fields } });
  }
  const sent = await sendCase(c.env, checked.contactCase, {
    returnUrl: returnUrlOf(c.req.url, c.req.header('referer')),
    locale: market.locale,
    country: market.country.code,
  });
  if (!sent.ok) return refuse(c, 'contact.error.crm-unavailable', 502);
  return c.json({ status: 'sent', message: localized(c, 'contact.sent') });
});
