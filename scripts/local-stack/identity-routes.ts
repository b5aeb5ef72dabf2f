// The identity stand-ins as one handler of the services stand-in (services-server.ts): Google under
// `/google`, Facebook under `/facebook`, the sign-in sync and external OAuth introspection under
// `/identity`. They are written against the Fetch API; this bridges Node's http request and response.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFacebookStandIn } from './identity-facebook.ts';
import { createGoogleStandIn } from './identity-google.ts';
import { type CommerceTarget, createSignInSync } from './identity-sync.ts';

const MAX_BODY_BYTES = 16 * 1024;

export const isIdentityPath = (path: string) => /^\/(google|facebook|identity)(\/|$)/.test(path);

export function createIdentityStandIns(commerce: () => CommerceTarget | null) {
  const google = createGoogleStandIn();
  const facebook = createFacebookStandIn();
  const sync = createSignInSync(commerce);

  return async (incoming: IncomingMessage, outgoing: ServerResponse, url: URL): Promise<void> => {
    const origin = `http://${incoming.headers.host ?? url.host}`;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of incoming) {
      size += Buffer.byteLength(chunk);
      if (size <= MAX_BODY_BYTES) chunks.push(Buffer.from(chunk));
    }
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    const request = new Request(new URL(`${url.pathname}${url.search}`, origin), {
      method: incoming.method ?? 'GET',
      headers: Object.entries(incoming.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
      ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
    });
    let response: Response;
    try {
      if (size > MAX_BODY_BYTES) response = new Response('Request body too large', { status: 413 });
      else if (url.pathname.startsWith('/google')) response = await google(request, `${origin}/google`);
      else if (url.pathname.startsWith('/facebook')) response = await facebook(request, `${origin}/facebook`);
      else response = await sync(request, origin);
    } catch (error) {
      response = Response.json({ error: 'server_error', message: error instanceof Error ? error.message : String(error) }, { status: 500 });
    }
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  };
}
