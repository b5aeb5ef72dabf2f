// Authorization codes and access tokens of one provider stand-in, as an OAuth 2 server keeps them: a code
// is bound to its client, redirect URI, PKCE challenge (S256) and nonce, lives 60 s and is redeemed once —
// a replayed code is `invalid_grant` and, as RFC 6749 §4.1.2 asks, revokes the tokens issued for it.
import { createHash, randomBytes } from 'node:crypto';
import type { Person } from './identity-people.ts';

const CODE_TTL_MS = 60_000;
export const ACCESS_TOKEN_TTL_SECONDS = 3_599;

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  scope: string;
  person: Person;
  expiresAt: number;
  redeemed: boolean;
  tokens: string[];
}

export interface Redemption {
  clientId: string;
  redirectUri: string;
  codeVerifier: string;
}

export type Redeemed = { ok: true; person: Person; nonce: string | undefined; scope: string; accessToken: string } | { ok: false; error: string };

const random = () => randomBytes(24).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function createGrants() {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, { person: Person; expiresAt: number }>();

  return {
    issueCode(grant: Omit<PendingCode, 'expiresAt' | 'redeemed' | 'tokens'>): string {
      const code = random();
      codes.set(code, { ...grant, expiresAt: Date.now() + CODE_TTL_MS, redeemed: false, tokens: [] });
      return code;
    },
    redeem(code: string, { clientId, redirectUri, codeVerifier }: Redemption): Redeemed {
      const pending = codes.get(code);
      if (!pending || pending.expiresAt < Date.now()) return { ok: false, error: 'The authorization code is unknown or expired.' };
      if (pending.redeemed) {
        for (const token of pending.tokens) tokens.delete(token);
        return { ok: false, error: 'The authorization code has already been used.' };
      }
      if (pending.clientId !== clientId) return { ok: false, error: 'The code was issued to another client.' };
      if (pending.redirectUri !== redirectUri) return { ok: false, error: 'redirect_uri does not match the authorization request.' };
      if (s256(codeVerifier) !== pending.codeChallenge) return { ok: false, error: 'code_verifier does not match the code_challenge.' };
      pending.redeemed = true;
      const accessToken = random();
      pending.tokens.push(accessToken);
      tokens.set(accessToken, { person: pending.person, expiresAt: Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000 });
      return { ok: true, person: pending.person, nonce: pending.nonce, scope: pending.scope, accessToken };
    },
    personOfToken(token: string | null): Person | null {
      const known = token ? tokens.get(token) : undefined;
      return known && known.expiresAt > Date.now() ? known.person : null;
    },
  };
}

export type Grants = ReturnType<typeof createGrants>;
