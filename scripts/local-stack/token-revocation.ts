// commercetools' token revocation (`POST /oauth/token/revoke`, RFC 7009), which the emulator lacks:
// Basic client authentication, form fields `token` and `token_type_hint` (`access_token` |
// `refresh_token`). The answer is 200 whether or not the token was known (RFC 7009 §2.2); from then on
// the API refuses the token (401 invalid_token), introspection says `active: false` and a revoked
// refresh token neither refreshes nor keeps its access tokens alive.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { acceptOAuthForms, oauthField, requireClientCredentials } from './oauth-form.ts';
import type { TokenLedger } from './token-ledger.ts';

export function addTokenRevocation(mock: CommercetoolsMock, ledger: TokenLedger): void {
  void mock.app.register(async (instance) => {
    acceptOAuthForms(instance);
    instance.post('/oauth/token/revoke', async (request, reply) => {
      if (!requireClientCredentials(request, reply)) return reply;
      const token = oauthField(request, 'token');
      if (!token) {
        return reply.status(400).send({
          statusCode: 400,
          message: 'Missing required parameter: token.',
          errors: [{ code: 'invalid_request', message: 'Missing required parameter: token.' }],
        });
      }
      const hint = oauthField(request, 'token_type_hint');
      ledger.revoke(token, hint === 'refresh_token' || hint === 'access_token' ? hint : undefined);
      return reply.status(200).send();
    });
  });
}
