// The newsletter block's sign-up (spec part 1 §2 "Layouts", part 2 §9 "Newsletter optional in HU and PL"):
// an e-mail address and the consent checkbox, which every market requires except those where the
// newsletter consent is optional. The worker checks a sign-up here; the block reads the same rule to mark
// its checkbox required, so the rule is written once.
import * as v from 'valibot';
import { NEWSLETTER_OPTIONAL } from '../markets/country-rules.ts';
import type { CountryCode } from '../markets/countries.ts';

const MAX_EMAIL_LENGTH = 254;

/** Whether the shopper must tick the consent box to subscribe in this country. */
export const newsletterConsentRequired = (country: CountryCode): boolean => !NEWSLETTER_OPTIONAL[country];

export type NewsletterField = 'email' | 'consent';
/** The `newsletter.error.*` message of a refused field. */
export type NewsletterFieldError = 'invalid-email' | 'consent-required';

/** Any JSON object is read field by field, so each refusal is named at its field. */
export const NewsletterBodySchema = v.record(v.string(), v.unknown());

const EmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(MAX_EMAIL_LENGTH), v.email(), v.toLowerCase());

export type NewsletterSignup =
  | { ok: true; email: string; consent: boolean }
  | { ok: false; fields: Partial<Record<NewsletterField, NewsletterFieldError>> };

export function checkNewsletterSignup(body: Readonly<Record<string, unknown>>, country: CountryCode): NewsletterSignup {
  const email = v.safeParse(EmailSchema, body['email']);
  const consent = body['consent'] === true;
  const fields: Partial<Record<NewsletterField, NewsletterFieldError>> = {};
  if (!email.success) fields.email = 'invalid-email';
  if (!consent && newsletterConsentRequired(country)) fields.consent = 'consent-required';
  if (!email.success || fields.consent) return { ok: false, fields };
  return { ok: true, email: email.output, consent };
}
