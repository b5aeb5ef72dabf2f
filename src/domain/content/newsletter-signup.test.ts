import { describe, expect, it } from 'vitest';
import { checkNewsletterSignup, newsletterConsentRequired } from './newsletter-signup.ts';

describe('newsletter sign-up', () => {
  it('requires the consent everywhere except Hungary and Poland', () => {
    expect(newsletterConsentRequired('SK')).toBe(true);
    expect(newsletterConsentRequired('DE')).toBe(true);
    expect(newsletterConsentRequired('HU')).toBe(false);
    expect(newsletterConsentRequired('PL')).toBe(false);
  });

  it('accepts an address with consent, trimmed and lower-cased', () => {
    expect(checkNewsletterSignup({ email: ' Eva@Example.SK ', consent: true }, 'SK')).toEqual({ ok: true, email: 'eva@example.sk', consent: true });
  });

  it('refuses a missing consent at the consent field where it is required', () => {
    expect(checkNewsletterSignup({ email: 'eva@example.sk' }, 'SK')).toEqual({ ok: false, fields: { consent: 'consent-required' } });
    expect(checkNewsletterSignup({ email: 'eva@example.sk', consent: 'yes' }, 'SK')).toEqual({ ok: false, fields: { consent: 'consent-required' } });
  });

  it('subscribes without the consent in Hungary', () => {
    expect(checkNewsletterSignup({ email: 'eva@example.hu', consent: false }, 'HU')).toEqual({ ok: true, email: 'eva@example.hu', consent: false });
  });

  it('names every refused field at once', () => {
    expect(checkNewsletterSignup({ email: 'not an address' }, 'DE')).toEqual({
      ok: false,
      fields: { email: 'invalid-email', consent: 'consent-required' },
    });
    expect(checkNewsletterSignup({ email: 42, consent: true }, 'PL')).toEqual({ ok: false, fields: { email: 'invalid-email' } });
    expect(checkNewsletterSignup({ email: `${'a'.repeat(250)}@example.sk`, consent: true }, 'SK')).toEqual({
      ok: false,
      fields: { email: 'invalid-email' },
    });
  });
});
