// What the worker logs while a company buyer checks out by card in SK (issue 19): every line is one JSON
// object, every request has its line with the request id the answer names, and no line holds the buyer's
// e-mail, name, company, address, phone, VAT id, cart id or the tokens of the session, whatever the
// worker, its cart object, the commerce and Adyen stand-ins and the VAT service did on the way.
import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { cookieValue } from './checkout-shopper.ts';
import { get, send } from './request.ts';
import { productOnStock } from './seed.ts';

const BUYER = {
  email: 'radka.logscan@example.org',
  firstName: 'Radoslava',
  lastName: 'Krížovská',
  company: 'Krížovská Nástroje s.r.o.',
  streetName: 'Mliečna',
  streetNumber: '47',
  postalCode: '917 01',
  city: 'Trnava',
  country: 'SK',
  phone: '+421 911 765 432',
};
const VAT_ID = 'SK2020123456';

let spies: MockInstance[] = [];
const written = () => spies.flatMap((spy) => spy.mock.calls);

beforeEach(() => {
  spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
});

async function pressOnAdyenPage(pageUrl: string): Promise<string> {
  const back = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'authorise' }).toString(),
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  return back.headers.get('location') ?? '';
}

describe('logs of a whole checkout', () => {
  it('are JSON lines, one per request with its id, and hold none of the buyer’s personal data', async () => {
    const host = 'sk.localhost';
    const answers: Response[] = [];
    const added = await send(`http://${host}/api/cart/actions`, {
      body: { actions: [{ action: 'addLineItem', sku: productOnStock(0).masterVariant.sku, quantity: 1 }] },
    });
    answers.push(added);
    expect(added.status).toBe(200);
    const cartId = cookieValue(added, 'cart_id') ?? '';
    const cookie = `__Host-cart_id=${cartId}`;
    const addresses = { email: BUYER.email, customerType: 'company', vatId: VAT_ID, billing: BUYER, shipping: 'same-as-billing' };
    // A typo first: refused field by field, and logged without what was typed.
    const typo = await send(`http://${host}/api/checkout/addresses`, {
      method: 'PUT',
      body: { ...addresses, billing: { ...BUYER, phone: '12' } },
      cookie,
    });
    answers.push(typo);
    expect(typo.status).toBe(400);
    const stored = await send(`http://${host}/api/checkout/addresses`, { method: 'PUT', body: addresses, cookie });
    answers.push(stored);
    expect(stored.status).toBe(200);
    answers.push(await get(`http://${host}/checkout`, { cookie }));

    const order = await send(`http://${host}/api/checkout/order`, { body: { paymentMethod: 'scheme' }, cookie });
    answers.push(order);
    expect(order.status).toBe(200);
    const { redirect } = await order.json<{ redirect: string }>();
    const back = await pressOnAdyenPage(redirect);
    const returned = await exports.default.fetch(new Request(back, { headers: { cookie, accept: 'text/html' }, redirect: 'manual' }));
    answers.push(returned);
    expect(returned.headers.get('location')).toMatch(/^\/checkout\/thank-you\?order=NS\d{10}$/);
    const access = `order_access=${cookieValue(returned, 'order_access')}`;
    const thankYou = await get(`http://${host}${returned.headers.get('location')}`, { cookie: `${cookie}; ${access}` });
    answers.push(thankYou);
    expect(thankYou.status).toBe(200);
    expect((await thankYou.text()).includes(BUYER.email), 'the thank-you page names the buyer’s address').toBe(true);
    // The page tells what its backends took before it started to answer.
    expect(thankYou.headers.get('server-timing')).toMatch(/^commerce;dur=[\d.]+;desc="\d+ calls?".*total;dur=\d+/);

    const lines = written();
    expect(lines.length).toBeGreaterThanOrEqual(answers.length);
    const parsed = lines.map((args) => {
      expect(args, 'one string a line').toHaveLength(1);
      const line = JSON.parse(String(args[0])) as Record<string, unknown>;
      expect(line).toEqual(expect.objectContaining({ level: expect.any(String), message: expect.any(String) }));
      return line;
    });
    // Every answer names its request, and that request has its line with the route, status and version.
    for (const answer of answers) {
      const requestId = answer.headers.get('x-request-id');
      const own = parsed.filter((line) => line.message === 'request' && line.requestId === requestId);
      expect(own, `${answer.status} ${requestId}`).toEqual([
        expect.objectContaining({ status: answer.status, market: 'SK', route: expect.any(String), version: 'local', durationMs: expect.any(Number) }),
      ]);
    }
    const secrets = [
      BUYER.email,
      'radka.logscan',
      BUYER.firstName,
      BUYER.lastName,
      'Krizovska',
      'Nástroje',
      BUYER.streetName,
      BUYER.city,
      BUYER.postalCode,
      '911 765 432',
      '911765432',
      VAT_ID,
      cartId,
      cookieValue(returned, 'order_access') ?? 'no order access cookie',
      new URL(back).searchParams.get('sessionResult') ?? 'no session result',
    ];
    const text = lines.map((args) => String(args[0])).join('\n');
    for (const secret of secrets) expect(text.includes(secret), `a log line holds ${secret}`).toBe(false);
    expect(parsed.find((line) => line.requestId === thankYou.headers.get('x-request-id'))).toMatchObject({ route: 'page:thankYou' });
  });
});
