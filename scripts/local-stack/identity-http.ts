// Small helpers the identity stand-ins share: answers, client authentication (HTTP Basic or the
// `client_id`/`client_secret` form fields, as RFC 6749 §2.3.1 allows both) and a bearer token.
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

export const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

export const redirect = (location: string) => new Response(null, { status: 302, headers: { location } });

/** OAuth 2 error answer (RFC 6749 §5.2). */
export const oauthError = (status: number, error: string, description: string) => json(status, { error, error_description: description });

export function clientCredentials(request: Request, form: URLSearchParams): { id: string; secret: string } | null {
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

export const bearerToken = (request: Request): string | null => /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;

/** The form body of a POST, or the query of a GET (Facebook's token endpoint takes both). */
export async function formOf(request: Request): Promise<URLSearchParams> {
  if (request.method === 'GET') return new URL(request.url).searchParams;
  return new URLSearchParams(await request.text());
}
