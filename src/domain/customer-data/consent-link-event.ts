// What a newsletter confirmation link may tell the customer-data service (spec part 2 §7.4): the hash of
// the link is chosen by whoever sends it, so only the spec's consent fields pass, each checked, and only
// a hash carrying an e-mail token (the address the confirmation belongs to) sends an event at all.
import * as v from 'valibot';

/** The consents the spec lists for a consent event (customer-consent's list); anything else is dropped. */
export const CONSENT_LINK_CHANNELS = ['newsletter', 'sms', 'phone', 'soft_newsletter', 'soft_phone', 'soft_sms'] as const;
type ConsentLinkChannel = (typeof CONSENT_LINK_CHANNELS)[number];

/** Far longer than any token the newsletter service issues; a longer one is forged. */
export const MAX_EMAIL_TOKEN_LENGTH = 200;

const EmailTokenSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_EMAIL_TOKEN_LENGTH));

export interface ConsentLinkEvent {
  email_token: string;
  consents: Partial<Record<ConsentLinkChannel, boolean>>;
}

/**
 * The event fields of a decoded hash, or null when it sends nothing (no usable `email_token`). A consent
 * that is not a boolean is left out; a link naming none confirms the newsletter, as it always did.
 */
export function consentLinkEvent(hash: { email_token?: unknown; consents?: unknown }): ConsentLinkEvent | null {
  const token = v.safeParse(EmailTokenSchema, hash.email_token);
  if (!token.success) return null;
  const given = typeof hash.consents === 'object' && hash.consents !== null ? new Map(Object.entries(hash.consents)) : new Map<string, unknown>();
  const consents: ConsentLinkEvent['consents'] = {};
  for (const channel of CONSENT_LINK_CHANNELS) {
    const value = given.get(channel);
    if (typeof value === 'boolean') consents[channel] = value;
  }
  return { email_token: token.output, consents: Object.keys(consents).length > 0 ? consents : { newsletter: true } };
}
