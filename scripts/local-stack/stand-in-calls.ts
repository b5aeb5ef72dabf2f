// Calls the stand-in makes to itself (fastify inject) so the emulator's own handlers — validation,
// pricing, the sidecar's hooks — answer them, as they answer any client. The caller's bearer token goes
// along: the emulator checks it as usual.
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';

export interface InnerAnswer {
  statusCode: number;
  body: unknown;
}

export async function innerCall(
  mock: CommercetoolsMock,
  authorization: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<InnerAnswer> {
  const answer = await mock.app.inject({
    method,
    url,
    headers: { authorization, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  let body: unknown = null;
  try {
    body = answer.body === '' ? null : JSON.parse(answer.body);
  } catch {
    body = answer.body;
  }
  return { statusCode: answer.statusCode, body };
}

/** Whom a token speaks for: a customer, or an anonymous session (commercetools' two `/me` identities). */
export interface BearerIdentity {
  field: 'customerId' | 'anonymousId';
  id: string;
}

/** The customer or anonymous session in the scope of a bearer token the stand-in issued, else undefined. */
export function identityOfBearer(mock: CommercetoolsMock, authorization: string | undefined): BearerIdentity | undefined {
  const token = /^Bearer\s+(\S+)$/.exec(authorization ?? '')?.[1];
  const scope = token === undefined ? undefined : mock.authStore().tokens.find((candidate) => candidate.access_token === token)?.scope;
  const customerId = scope === undefined ? undefined : /(?:^|\s)customer_id:(\S+)/.exec(scope)?.[1];
  if (customerId !== undefined) return { field: 'customerId', id: customerId };
  const anonymousId = scope === undefined ? undefined : /(?:^|\s)anonymous_id:(\S+)/.exec(scope)?.[1];
  return anonymousId === undefined ? undefined : { field: 'anonymousId', id: anonymousId };
}

export const apiError = (statusCode: number, code: string, message: string) => ({ statusCode, message, errors: [{ code, message }] });
