import { describe, expect, it } from 'vitest';
import { marketFor } from '../markets/resolve-market.ts';
import { consentRedirect, decodeConsentHash } from './consent.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf-8').toString('base64');
const at = (path: string, language?: string) => consentRedirect(new URL(`https://shop.test${path}`), marketFor('CH', language));

describe('consentRedirect', () => {
  it('goes to the locale prefix plus redirect_to and carries the consent', () => {
    const hash = encode({ redirect_to: '/c/grills?x=1', email_token: 't-1', consents: { newsletter: true } });
    expect(at(`/fr/exConsents/confirm?hash=${encodeURIComponent(hash)}`, 'fr')).toEqual({
      status: 307,
      location: '/fr/c/grills?x=1',
      consent: { redirect_to: '/c/grills?x=1', email_token: 't-1', consents: { newsletter: true } },
    });
  });

  it('goes home when the hash has no redirect_to, or one that leaves the site', () => {
    expect(at(`/exConsents/confirm?hash=${encode({ email_token: 'a' })}`)?.location).toBe('/');
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil.example', 42]) {
      const outcome = at(`/exConsents/confirm?hash=${encodeURIComponent(encode({ redirect_to: target }))}`);
      expect(outcome?.location, String(target)).toBe('/');
      expect(outcome?.consent).not.toBeNull();
    }
  });

  it('without a hash goes home with the other query parameters', () => {
    expect(at('/exConsents/confirm?utm_source=mail&a=b')).toEqual({ status: 308, location: '/?utm_source=mail&a=b', consent: null });
    expect(at('/it/exconsents/manageSubscriptions?email=x', 'it')).toEqual({ status: 308, location: '/it?email=x', consent: null });
  });

  it('treats invalid base64, JSON or UTF-8 as no consent and goes home', () => {
    for (const hash of ['%%%', 'bm90IGpzb24=', btoa('[1,2]'), btoa('\xff\xfe'), 'a'.repeat(9000), btoa('null')]) {
      expect(at(`/exConsents/confirm?hash=${encodeURIComponent(hash)}`), hash.slice(0, 20)).toEqual({ status: 308, location: '/', consent: null });
    }
  });

  it('reads URL-safe base64 without padding', () => {
    const hash = encode({ redirect_to: '/p/a-10010001?q=ü' }).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeConsentHash(hash)?.redirect_to).toBe('/p/a-10010001?q=ü');
  });

  it('ignores other paths', () => {
    expect(at('/c/exconsents')).toBeNull();
  });
});
