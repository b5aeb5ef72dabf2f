import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGrants } from './identity-grants.ts';
import { EVA } from './identity-people.ts';

const verifier = 'a-code-verifier-of-enough-length-0123456789-abcdef';
const challenge = createHash('sha256').update(verifier).digest('base64url');
const issue = (grants: ReturnType<typeof createGrants>) =>
  grants.issueCode({ clientId: 'shop', redirectUri: 'https://shop/cb', codeChallenge: challenge, nonce: 'n-1', scope: 'openid', person: EVA });
const redemption = { clientId: 'shop', redirectUri: 'https://shop/cb', codeVerifier: verifier };

describe('identity stand-in grants', () => {
  it('redeems a code once for its client, redirect URI and PKCE verifier', () => {
    const grants = createGrants();
    const redeemed = grants.redeem(issue(grants), redemption);
    expect(redeemed).toMatchObject({ ok: true, person: EVA, nonce: 'n-1' });
    expect(redeemed.ok && grants.personOfToken(redeemed.accessToken)).toEqual(EVA);
  });

  it('refuses a wrong verifier, another redirect URI or another client', () => {
    const grants = createGrants();
    expect(grants.redeem(issue(grants), { ...redemption, codeVerifier: `${verifier}x` }).ok).toBe(false);
    expect(grants.redeem(issue(grants), { ...redemption, redirectUri: 'https://evil/cb' }).ok).toBe(false);
    expect(grants.redeem(issue(grants), { ...redemption, clientId: 'other' }).ok).toBe(false);
  });

  it('refuses a replayed code and revokes the token issued for it', () => {
    const grants = createGrants();
    const code = issue(grants);
    const first = grants.redeem(code, redemption);
    expect(grants.redeem(code, redemption)).toEqual({ ok: false, error: 'The authorization code has already been used.' });
    expect(first.ok && grants.personOfToken(first.accessToken)).toBeNull();
  });
});
