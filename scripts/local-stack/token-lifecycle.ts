// Token lifetimes and revocation for the emulator, whose tokens never expire and cannot be revoked
// (commercetools: access tokens 48 h, a customer's refresh token 200 days, `POST /oauth/token/revoke`).
// The emulator's OAuth2Store is wrapped so every token it issues is recorded in the ledger
// (token-ledger.ts) with its lifetime, a refresh grant honours the refresh token's revocation and expiry,
// and the API answers an expired or revoked token as commercetools does: 401 `invalid_token`.
// The stand-in runs with `validateCredentials: false` (a worker's cached API-client token from an earlier
// run stays usable), so a token the ledger never issued is let through as before; only tokens known to
// be expired or revoked are refused.
// Test control: `POST /__tokens/expire {"token": "…", "inSeconds": n}` moves a token's expiry to n
// seconds from now, so worker tests reach "near expiry" or "expired" without waiting.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import * as v from 'valibot';
import { COMMERCETOOLS_TOKEN_LIFETIMES, TokenLedger, type TokenLifetimes } from './token-ledger.ts';

const CUSTOMER_SCOPE = /(?:^|\s)customer_id:/;
const BEARER = /^Bearer\s+(\S+)$/;

const ExpireSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  inSeconds: v.pipe(v.number(), v.integer()),
});

export const invalidToken = (message: string) => ({
  statusCode: 401,
  message,
  errors: [{ code: 'invalid_token', message }],
  error: 'invalid_token',
  error_description: message,
});

export function enforceTokenLifetimes(mock: CommercetoolsMock, lifetimes: TokenLifetimes = COMMERCETOOLS_TOKEN_LIFETIMES): TokenLedger {
  const ledger = new TokenLedger(lifetimes);
  const store = mock.authStore();
  const addToken = store.addToken.bind(store);
  store.addToken = (token, clientId) => {
    // Every token passes here, a refresh grant's too (it copies the old token's scope and refresh token).
    token.expires_in = ledger.issued(token.access_token, token.refresh_token, CUSTOMER_SCOPE.test(token.scope));
    addToken(token, clientId);
  };
  const refreshToken = store.refreshToken.bind(store);
  // undefined makes the emulator answer 400 invalid_grant, as commercetools does for a dead refresh token.
  store.refreshToken = (clientId, clientSecret, token) => (ledger.refreshUsable(token) ? refreshToken(clientId, clientSecret, token) : undefined);

  mock.app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/oauth/') || request.url.startsWith('/__')) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined || !ledger.knows(token) || ledger.isActive(token)) return;
    return reply.status(401).send(invalidToken('invalid_token'));
  });

  mock.app.post('/__tokens/expire', async (request, reply) => {
    const parsed = v.safeParse(ExpireSchema, request.body);
    if (!parsed.success) return reply.status(400).send({ message: `expected {"token": "…", "inSeconds": n}: ${parsed.issues[0].message}` });
    if (!ledger.age(parsed.output.token, parsed.output.inSeconds)) return reply.status(404).send({ message: 'no such token' });
    return { expiresInSeconds: parsed.output.inSeconds };
  });
  return ledger;
}
