// The form body (`application/x-www-form-urlencoded`) and Basic client authentication of the OAuth
// endpoints the stand-in adds (introspection, revocation), as commercetools' auth server reads them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Registers the form parser in the (encapsulated) plugin that serves an OAuth endpoint. */
export function acceptOAuthForms(instance: FastifyInstance): void {
  instance.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** A field of the form body, else of the query string. */
export function oauthField(request: FastifyRequest, name: string): string | undefined {
  for (const source of [request.body, request.query]) {
    const value: unknown = typeof source === 'object' && source !== null ? Reflect.get(source, name) : undefined;
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** commercetools' answer to a call without client credentials; true when the request has them. */
export function requireClientCredentials(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.headers.authorization?.startsWith('Basic ')) return true;
  void reply
    .status(401)
    .send({ statusCode: 401, message: 'Please provide valid client credentials using HTTP Basic Authentication.', error: 'invalid_client' });
  return false;
}
