// commercetools' token introspection (`POST /oauth/introspect`, RFC 7662) for the mock, which lacks it:
// the worker reads a customer token's scope (`customer_id:…`) from it to know who is logged in.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';

interface StoredToken {
  access_token: string;
  scope: string;
  expires_in: number;
}

const isStoredToken = (value: unknown): value is StoredToken =>
  typeof value === 'object' && value !== null && 'access_token' in value && 'scope' in value;

export function addTokenIntrospection(mock: CommercetoolsMock): void {
  void mock.app.register(async (instance) => {
    instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    instance.post('/oauth/introspect', async (request, reply) => {
      if (!request.headers.authorization?.startsWith('Basic ')) {
        return reply
          .status(401)
          .send({ statusCode: 401, message: 'Please provide valid client credentials using HTTP Basic Authentication.', error: 'invalid_client' });
      }
      const body: unknown = request.body;
      const query: unknown = request.query;
      const fromBody = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
      const fromQuery = typeof query === 'object' && query !== null && 'token' in query ? query.token : undefined;
      const token = typeof fromBody === 'string' ? fromBody : typeof fromQuery === 'string' ? fromQuery : undefined;
      const tokens: unknown[] = Reflect.get(mock.authStore(), 'tokens') ?? [];
      const found = tokens.filter(isStoredToken).find((candidate) => candidate.access_token === token);
      if (!found) return reply.send({ active: false });
      return reply.send({ active: true, scope: found.scope, exp: Math.floor(Date.now() / 1000) + found.expires_in });
    });
  });
}
