// The newsletter consents of the account area (spec part 1 §2 "my newsletter"; part 2 §7.4 customer-consent):
// e-mail newsletter, text messages and phone calls, each a yes or no the customer gives here explicitly.
import * as v from 'valibot';

export const CONSENT_CHANNELS = ['newsletter', 'sms', 'phone'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export type Consents = Record<ConsentChannel, boolean>;

/** All three, each a boolean: a form always sends the whole set. */
export const ConsentsSchema = v.strictObject({ newsletter: v.boolean(), sms: v.boolean(), phone: v.boolean() });

/**
 * The `consents` of the customer-consent event. The spec lists soft opt-ins (soft_newsletter, soft_sms,
 * soft_phone) beside the three: a choice made on this page is explicit, so they are never set from here.
 */
export const consentEventConsents = (consents: Consents) => ({
  ...consents,
  soft_newsletter: false,
  soft_sms: false,
  soft_phone: false,
});
