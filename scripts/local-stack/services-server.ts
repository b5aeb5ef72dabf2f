// Stand-ins for the shop's third-party HTTP services on 127.0.0.1, speaking their protocols and
// answering deterministically:
//   GET  /seo-redirection?sourceUrl={absolute URL}  SEO-redirection middleware → { redirectionCode, targetURL },
//                                                   looked up in fixtures/seo-redirection.json (path → answer)
//   POST /cia/{event}                               customer-data service events, JSON body, kept in memory;
//                                                   reset-password needs { email, locale } (and takes the
//                                                   commercetools reset token as `token`), verify-email
//                                                   { email, locale, token } (the e-mail confirmation token)
//   POST /recommendation                            similar products: the 6 catalogue SKUs after sourceSku;
//                                                   EX10010002 answers 500, EX10010003 answers after 3 s
//                                                   (recommendation-stand-in.ts)
//   GET  /vat/validate?UstId_1=…&UstId_2=…          VAT service: eVatR-style XML with an ErrorCode, by the
//                                                   buyer's VAT ID (vat-stand-in.ts: …205 could not validate,
//                                                   …201 not valid, …777 answers after 10 s, …666 garbled)
//   POST /address-validation/v1:validateAddress     maps service (Google Address Validation protocol): a street
//                                                   "Unknown…" gets verdict FIX, "Slow…" answers after 5 s
//                                                   (address-validation-stand-in.ts)
//   GET  /my-orders/getUrlWithToken?email=…         orders-link service → { url } of the customer's orders with a
//                                                   token (orders-link-stand-in.ts: an address starting with
//                                                   "orders-down" answers 503); the URL opens a plain page
//                                                   an event whose `cookie` (analytics id) starts with
//                                                   "slow-" is recorded and answered after 3 s
//   GET  /__received?event={event}                  test only: the bodies the customer-data stand-in received
//   DELETE /__received                              test only: forget them
//   GET  /__vat-requests?vatId={buyer VAT ID}       test only: { count } of VAT checks asked for that buyer VAT ID
//   /google/…, /facebook/…, /identity/…               Google and Facebook sign-in, the sign-in sync and its
//                                                   external OAuth introspection (identity-routes.ts)
//   GET  /returns-portal/{locale}                   the external returns portal: a plain page naming the locale
//   POST /crm/servlet/servlet.WebToCase             CRM web-to-case form (crm-stand-in.ts: wrong orgid 400, subject
//                                                   "crm-down…" 503); GET/DELETE /crm/__cases: test only, the recorded cases
//   /adyen/…                                        payment provider (Adyen Checkout API v71, shopper page, signed
//                                                   webhooks to adyenNotifyUrl; adyen/adyen-routes.ts)
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { normaliseRedirectPath } from '../../src/domain/content/kv-keys.ts';
import { type AdyenAccount, LOCAL_ADYEN_ACCOUNT } from './adyen/adyen-config.ts';
import { createAdyenStandIn } from './adyen/adyen-routes.ts';
import { CRM_CASE_PATH, CRM_CASES_PATH, createCrmStandIn, crmRoute } from './crm-stand-in.ts';
import { addressValidationOutcome } from './address-validation-stand-in.ts';
import { createIdentityStandIns, isIdentityPath } from './identity-routes.ts';
import type { CommerceTarget } from './identity-sync.ts';
import { ordersLinkAnswer, ordersPage } from './orders-link-stand-in.ts';
import { RETURNS_PORTAL_PATH, returnsPortalPage } from './returns-portal-stand-in.ts';
import { catalogueSkus, recommendationOutcome, RecommendationRequestSchema } from './recommendation-stand-in.ts';
import { thirdPartyStandIn } from './third-party-stand-ins.ts';
import { vatAnswerXml, vatOutcome } from './vat-stand-in.ts';

export const DEFAULT_SEO_FIXTURE = fileURLToPath(new URL('./fixtures/seo-redirection.json', import.meta.url));
export const DEFAULT_CATALOGUE = fileURLToPath(new URL('../../kv-seed/commerce/products.json', import.meta.url));

export const CIA_EVENTS = [
  'consent',
  'customer-consent',
  'view-item',
  'view-category',
  'cart-update',
  'checkout',
  'recommendation',
  'newsletter-doi',
  'reset-password',
  'customer-update',
  'verify-email',
] as const;
export type CiaEvent = (typeof CIA_EVENTS)[number];

const MAX_BODY_BYTES = 16 * 1024;

const SeoFixtureSchema = v.record(
  v.pipe(v.string(), v.startsWith('/')),
  v.object({ redirectionCode: v.picklist([301, 302, 307, 308]), targetURL: v.pipe(v.string(), v.minLength(1)) }),
);
type SeoFixture = v.InferOutput<typeof SeoFixtureSchema>;

export interface ServicesServer {
  url: string;
  close: () => Promise<void>;
}

interface Received {
  event: CiaEvent;
  body: unknown;
  receivedAt: string;
}

class HttpError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const SLOW_EVENT_MS = 3_000;
const isSlowEvent = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'cookie' in body && typeof body.cookie === 'string' && body.cookie.startsWith('slow-');

const isCiaEvent = (value: string): value is CiaEvent => (CIA_EVENTS as readonly string[]).includes(value);

/** Bodies the stand-in checks; the other events are recorded as they come. */
const CIA_BODY_SCHEMAS: Partial<Record<CiaEvent, v.GenericSchema>> = {
  'reset-password': v.object({
    email: v.pipe(v.string(), v.email()),
    locale: v.pipe(v.string(), v.regex(/^[a-z]{2}-[A-Z]{2}$/)),
    token: v.optional(v.pipe(v.string(), v.minLength(1))),
  }),
  'customer-consent': v.object({
    locale: v.pipe(v.string(), v.regex(/^[a-z]{2}-[A-Z]{2}$/)),
    consents: v.object({ newsletter: v.boolean(), sms: v.boolean(), phone: v.boolean() }),
    email_token: v.nullable(v.string()),
  }),
  'verify-email': v.object({
    email: v.pipe(v.string(), v.email()),
    locale: v.pipe(v.string(), v.regex(/^[a-z]{2}-[A-Z]{2}$/)),
    token: v.pipe(v.string(), v.minLength(1)),
  }),
};

async function loadSeoFixture(file: string): Promise<Map<string, SeoFixture[string]>> {
  const parsed = v.safeParse(SeoFixtureSchema, JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${v.summarize(parsed.issues)}`);
  return new Map(Object.entries(parsed.output).map(([path, answer]) => [normaliseRedirectPath(path), answer]));
}

/** The JSON body, read to the end even when too large so the client gets our answer, not a reset. */
async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += Buffer.byteLength(chunk);
    if (size <= MAX_BODY_BYTES) chunks.push(Buffer.from(chunk));
  }
  if (size > MAX_BODY_BYTES) throw new HttpError(400, `Request body larger than ${MAX_BODY_BYTES} bytes`);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'Request body must be JSON');
  }
}

const send = (response: ServerResponse, status: number, payload?: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(payload === undefined ? '' : JSON.stringify(payload));
};

const notFound = (url: URL): never => {
  throw new HttpError(404, `Path ${url.pathname} not served by the local services stand-in`);
};

const allow = (request: IncomingMessage, ...methods: string[]) => {
  if (!methods.includes(request.method ?? '')) throw new HttpError(405, `Use ${methods.join(' or ')}`);
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function createServicesHandler(
  seo: Map<string, SeoFixture[string]>,
  skus: readonly string[],
  maxRecords: number,
  adyen: ReturnType<typeof createAdyenStandIn>,
  identity: ReturnType<typeof createIdentityStandIns>,
) {
  const received: Received[] = [];
  const crm = createCrmStandIn();
  /** VAT checks asked per buyer VAT ID (UstId_2), so tests can see whether the shop asked again. */
  const vatRequests = new Map<string, number>();

  const recommendation = async (request: IncomingMessage, response: ServerResponse) => {
    const body = v.safeParse(RecommendationRequestSchema, await readJsonBody(request));
    if (!body.success) throw new HttpError(400, `Invalid recommendation request: ${v.summarize(body.issues)}`);
    const outcome = recommendationOutcome(skus, body.output);
    if (outcome.kind === 'failure') {
      send(response, outcome.status, outcome.body);
      return;
    }
    if (outcome.delayMs > 0) await delay(outcome.delayMs);
    if (!response.destroyed) send(response, 200, outcome.body);
  };

  const vatValidate = async (query: URLSearchParams, response: ServerResponse) => {
    const buyer = query.get('UstId_2') ?? '';
    vatRequests.set(buyer, (vatRequests.get(buyer) ?? 0) + 1);
    const outcome = vatOutcome(query);
    if (outcome.kind === 'bad-request') throw new HttpError(400, outcome.message);
    if (outcome.kind === 'garbled') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<html><body><h1>Wartungsarbeiten</h1></body></html>');
      return;
    }
    if (outcome.delayMs > 0) await delay(outcome.delayMs);
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
    response.end(vatAnswerXml(query, outcome.code, new Date()));
  };

  const validateAddress = async (request: IncomingMessage, response: ServerResponse) => {
    const apiKey = request.headers['x-goog-api-key'];
    const outcome = addressValidationOutcome(typeof apiKey === 'string' ? apiKey : undefined, await readJsonBody(request));
    if (outcome.delayMs > 0) await delay(outcome.delayMs);
    if (!response.destroyed) send(response, outcome.status, outcome.body);
  };

  const seoRedirection = (query: URLSearchParams) => {
    const sourceUrl = query.get('sourceUrl') ?? '';
    const source = URL.canParse(sourceUrl) ? new URL(sourceUrl) : null;
    if (!source || !['http:', 'https:'].includes(source.protocol)) {
      throw new HttpError(400, 'Query parameter sourceUrl must be an absolute http(s) URL');
    }
    const path = normaliseRedirectPath(source.pathname);
    const answer = seo.get(path);
    if (!answer) throw new HttpError(404, `No redirection for ${path}`);
    return answer;
  };

  const ciaEvent = async (event: string, request: IncomingMessage) => {
    if (!isCiaEvent(event)) throw new HttpError(404, `Unknown event ${event}`);
    const body = await readJsonBody(request);
    const schema = CIA_BODY_SCHEMAS[event];
    const checked = schema ? v.safeParse(schema, body) : null;
    if (checked && !checked.success) throw new HttpError(400, `Invalid ${event} body: ${v.summarize(checked.issues)}`);
    received.push({ event, body, receivedAt: new Date().toISOString() });
    if (received.length > maxRecords) received.splice(0, received.length - maxRecords);
    // A slow customer-data service, for tests that show nobody waits for it.
    if (isSlowEvent(body)) await delay(SLOW_EVENT_MS);
    return { ok: true };
  };

  const receivedBodies = (query: URLSearchParams) => {
    const event = query.get('event') ?? '';
    if (!isCiaEvent(event)) throw new HttpError(event === '' ? 400 : 404, `Unknown event "${event}"`);
    return received.filter((record) => record.event === event).map((record) => record.body);
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const cia = /^\/cia\/([^/]+)$/.exec(url.pathname);
    const returnsPortal = RETURNS_PORTAL_PATH.exec(url.pathname);
    try {
      if (url.pathname.startsWith('/adyen/')) {
        await adyen(request, response, url);
      } else if (isIdentityPath(url.pathname)) {
        await identity(request, response, url);
      } else if (url.pathname === '/seo-redirection') {
        allow(request, 'GET');
        send(response, 200, seoRedirection(url.searchParams));
      } else if (url.pathname === '/vat/validate') {
        allow(request, 'GET');
        await vatValidate(url.searchParams, response);
      } else if (url.pathname === '/address-validation/v1:validateAddress') {
        allow(request, 'POST');
        await validateAddress(request, response);
      } else if (url.pathname === '/my-orders/getUrlWithToken') {
        allow(request, 'GET');
        const answer = ordersLinkAnswer(url, `http://${request.headers.host ?? '127.0.0.1'}`);
        send(response, answer.status, answer.body);
      } else if (url.pathname === '/my-orders/orders') {
        allow(request, 'GET');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(ordersPage(url));
      } else if (returnsPortal?.[1] !== undefined) {
        allow(request, 'GET');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(returnsPortalPage(returnsPortal[1]));
      } else if (url.pathname.startsWith('/third-party/')) {
        allow(request, 'GET');
        const script = thirdPartyStandIn(url.pathname.slice('/third-party/'.length)) ?? notFound(url);
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }).end(script);
      } else if (url.pathname === CRM_CASE_PATH || url.pathname === CRM_CASES_PATH) {
        await crmRoute(crm, url.pathname, request, response);
      } else if (url.pathname === '/recommendation') {
        allow(request, 'POST');
        await recommendation(request, response);
      } else if (cia?.[1] !== undefined) {
        allow(request, 'POST');
        send(response, 200, await ciaEvent(cia[1], request));
      } else if (url.pathname === '/__vat-requests') {
        allow(request, 'GET');
        send(response, 200, { count: vatRequests.get(url.searchParams.get('vatId') ?? '') ?? 0 });
      } else if (url.pathname === '/__received') {
        allow(request, 'GET', 'DELETE');
        if (request.method === 'DELETE') {
          received.length = 0;
          send(response, 204);
        } else {
          send(response, 200, receivedBodies(url.searchParams));
        }
      } else {
        notFound(url);
      }
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      send(response, status, { message: error instanceof Error ? error.message : String(error) });
    }
  };
}

export async function startServicesServer({
  port,
  seoFixture = DEFAULT_SEO_FIXTURE,
  catalogue = DEFAULT_CATALOGUE,
  maxRecords = 1000,
  adyenAccount = LOCAL_ADYEN_ACCOUNT,
  adyenNotifyUrl,
  commerce = () => null,
}: {
  /** 0 picks a free port. */
  port: number;
  seoFixture?: string;
  /** products.json of the seed: the SKUs the recommendation stand-in answers with. */
  catalogue?: string;
  /** Recorded customer-data events kept; the oldest go first. */
  maxRecords?: number;
  /** The Adyen merchant account, API key and HMAC key the stand-in accepts and signs with. */
  adyenAccount?: AdyenAccount;
  /** Where the Adyen stand-in POSTs its webhooks (the worker's notification endpoint); none: queued only. */
  adyenNotifyUrl?: string | undefined;
  /** The commerce server the sign-in sync finds and creates customers in (known once it is up). */
  commerce?: () => CommerceTarget | null;
}): Promise<ServicesServer> {
  const skus = catalogueSkus(JSON.parse(await readFile(catalogue, 'utf8')));
  const adyen = createAdyenStandIn({ account: adyenAccount, notifyUrl: adyenNotifyUrl });
  const handler = createServicesHandler(await loadSeoFixture(seoFixture), skus, maxRecords, adyen, createIdentityStandIns(commerce));
  const server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
