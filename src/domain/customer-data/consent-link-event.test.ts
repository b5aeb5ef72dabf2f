import { describe, expect, it } from 'vitest';
import { consentLinkEvent, MAX_EMAIL_TOKEN_LENGTH } from './consent-link-event.ts';

describe('consentLinkEvent', () => {
  it('sends nothing without an e-mail token', () => {
    expect(consentLinkEvent({ consents: { newsletter: true } })).toBeNull();
    expect(consentLinkEvent({ email_token: '', consents: { newsletter: true } })).toBeNull();
    expect(consentLinkEvent({ email_token: 42 })).toBeNull();
  });

  it('refuses a token longer than any real one', () => {
    expect(consentLinkEvent({ email_token: 'x'.repeat(MAX_EMAIL_TOKEN_LENGTH + 1) })).toBeNull();
    expect(consentLinkEvent({ email_token: 'x'.repeat(MAX_EMAIL_TOKEN_LENGTH) })?.email_token).toHaveLength(MAX_EMAIL_TOKEN_LENGTH);
  });

  it("keeps only the spec's consents, each a boolean", () => {
    expect(
      consentLinkEvent({
        email_token: 'abc',
        consents: { newsletter: true, sms: 'yes', phone: false, soft_sms: true, admin: true, __proto__: { x: 1 } },
      }),
    ).toEqual({ email_token: 'abc', consents: { newsletter: true, phone: false, soft_sms: true } });
  });

  it('confirms the newsletter when the link names no consent', () => {
    expect(consentLinkEvent({ email_token: 'abc' })).toEqual({ email_token: 'abc', consents: { newsletter: true } });
    expect(consentLinkEvent({ email_token: 'abc', consents: ['newsletter'] })).toEqual({ email_token: 'abc', consents: { newsletter: true } });
  });
});
