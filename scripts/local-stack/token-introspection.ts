// commercetools' token introspection (`POST /oauth/introspect`, RFC 7662) for the mock, which lacks it:
// the worker reads a customer token's scope (`customer_id:…`) from it to know who is logged in. An
// expired or revoked token is `active: false`; `exp` is the token's real expiry (token-ledger.ts).
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { acceptOAuthForms, oauthField, requireClientCredentials } from './oauth-form.ts';
import type { TokenLedger } from './token-ledger.ts';

export function addTokenIntrospection(mock: CommercetoolsMock, ledger: TokenLedger): void {
  void mock.app.register(async (instance) => {
    acceptOAuthForms(instance);
    instance.post('/oauth/introspect', async (request, reply) => {
      if (!requireClientCredentials(request, reply)) return reply;
      const token = oauthField(request, 'token');
      const found = token === undefined ? undefined : mock.authStore().tokens.find((candidate) => candidate.access_token === token);
      if (!found || !ledger.isActive(found.access_token)) return reply.send({ active: false });
      return reply.send({ active: true, scope: found.scope, exp: ledger.expiresAt(found.access_token) });
    });
  });
}
