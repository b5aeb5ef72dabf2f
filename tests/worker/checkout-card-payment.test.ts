// Card-integration payments to an order (issue 14) through the worker, the cart's Durable Object, the
// commerce stand-in and the Adyen stand-in (its shopper page and its signed webhooks, which the test
// delivers to the worker as Adyen would): authorised, refused then paid again, cancelled, pending then
// authorised by a webhook before the shopper returns, the same webhook twice, a Multibanco voucher. Cards
// and wallets are paid on Adyen's Hosted Checkout (a session; the stand-in's page stands in for it).
import { exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { send } from './request.ts';
import { productOnStock } from './seed.ts';
import { accessCookie, commerce, ordersOfCart, type Placed, placeOrder, shopper, thankYouData } from './checkout-shopper.ts';

const adyenUrl = () => `${inject('servicesUrl')}/adyen`;

/** The shopper on Adyen's page presses a button; answers where the stand-in sends the browser back to. */
async function pressOnAdyenPage(pageUrl: string, outcome: string): Promise<string> {
  const back = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  return back.headers.get('location') ?? '';
}

/** The browser follows Adyen's redirect back to the shop (the worker's payment return). */
const returnToShop = (location: string, cookie: string) =>
  exports.default.fetch(new Request(location, { headers: { cookie, accept: 'text/html' }, redirect: 'manual' }));

async function startCardPayment(host: string, cookie: string, method = 'scheme'): Promise<string> {
  const response = await placeOrder(host, cookie, method);
  expect(response.status).toBe(200);
  const { redirect } = await response.json<{ redirect: string }>();
  expect(redirect).toMatch(/\/adyen\/hpp\//);
  return redirect;
}

const pspOf = (pageUrl: string) => pageUrl.split('/').at(-1) ?? '';

interface Transaction {
  type: string;
  state: string;
  interactionId?: string;
}
interface CommercePayment {
  interfaceId?: string;
  paymentMethodInfo: { paymentInterface: string; method: string; name: { en: string } };
  transactions: Transaction[];
}

/** The Payments on the cart (also after it became an order). */
async function paymentsOf(cookie: string): Promise<CommercePayment[]> {
  const cart = await commerce<{ paymentInfo?: { payments: { obj: CommercePayment }[] } }>(
    `/carts/${cookie.replace('__Host-cart_id=', '')}?expand=${encodeURIComponent('paymentInfo.payments[*]')}`,
  );
  return (cart.paymentInfo?.payments ?? []).map((payment) => payment.obj);
}

/** Adyen's queued webhooks of a payment, delivered to the worker as Adyen sends them. */
async function deliverWebhooks(pspReference: string, eventCode: string): Promise<number[]> {
  const queued = await (await fetch(`${adyenUrl()}/__notifications?pspReference=${pspReference}`)).json<
    { notificationItems: { NotificationRequestItem: { eventCode: string } }[] }[]
  >();
  const matching = queued.filter((notification) => notification.notificationItems[0]?.NotificationRequestItem.eventCode === eventCode);
  expect(matching.length).toBeGreaterThan(0);
  const statuses: number[] = [];
  for (const notification of matching) {
    const response = await exports.default.fetch(
      new Request('http://sk.localhost/api/payments/adyen/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notification),
      }),
    );
    expect(await response.text()).toBe('[accepted]');
    statuses.push(response.status);
  }
  return statuses;
}

const orderOf = (location: string | null) => new URL(location ?? '', 'http://sk.localhost').searchParams.get('order') ?? '';

describe('cards and wallets through Adyen’s Hosted Checkout', () => {
  it('a card is paid on a hosted session: the return brings sessionId and sessionResult, the Payment keeps the session, one order', async () => {
    const { host, cookie } = await shopper('SK');
    const page = await startCardPayment(host, cookie);
    const back = new URL(await pressOnAdyenPage(page, 'authorise'));
    expect(back.pathname).toBe('/checkout/payment-return');
    expect([...back.searchParams.keys()].sort()).toEqual(['sessionId', 'sessionResult']);
    const sessionId = back.searchParams.get('sessionId');
    expect((await paymentsOf(cookie))[0]?.interfaceId).toBe(sessionId);

    const returned = await returnToShop(back.href, cookie);
    expect(returned.headers.get('location')).toMatch(/^\/checkout\/thank-you\?order=NS\d{10}$/);
    expect(await ordersOfCart(cookie)).toBe(1);
    // The pspReference Adyen named for the session is the transaction's interactionId; the webhook adds nothing.
    await deliverWebhooks(pspOf(page), 'AUTHORISATION');
    expect((await paymentsOf(cookie))[0]?.transactions).toEqual([expect.objectContaining({ state: 'Success', interactionId: pspOf(page) })]);
    expect(await ordersOfCart(cookie)).toBe(1);
  });

  it('Apple Pay goes the same way, and its webhook arriving before the shopper returns makes the one order', async () => {
    const { host, cookie } = await shopper('SK');
    const page = await startCardPayment(host, cookie, 'applepay');
    const back = await pressOnAdyenPage(page, 'authorise');
    // The webhook names our merchant reference; the Payment has no pspReference yet and is found by it.
    expect((await paymentsOf(cookie))[0]?.transactions).toEqual([expect.not.objectContaining({ interactionId: expect.anything() })]);
    await deliverWebhooks(pspOf(page), 'AUTHORISATION');
    expect(await ordersOfCart(cookie)).toBe(1);
    expect((await paymentsOf(cookie))[0]?.transactions).toEqual([expect.objectContaining({ state: 'Success', interactionId: pspOf(page) })]);

    const returned = await returnToShop(back, cookie);
    const orderNumber = orderOf(returned.headers.get('location'));
    expect(await thankYouData('SK', orderNumber, accessCookie(returned))).toMatchObject({ orderNumber, status: 'paid', paymentMethod: 'applepay' });
    expect(await ordersOfCart(cookie)).toBe(1);
  });

  it('a refused session leads to the payment-error page with no order; a forged sessionResult settles nothing', async () => {
    const { host, cookie } = await shopper('SK');
    const back = new URL(await pressOnAdyenPage(await startCardPayment(host, cookie), 'refuse'));
    const forged = new URL(back);
    forged.searchParams.set('sessionResult', 'not-the-result');
    expect((await returnToShop(forged.href, cookie)).headers.get('location')).toBe('/adyen-payment-error?error=payment-error');
    expect((await paymentsOf(cookie))[0]?.transactions).toEqual([expect.objectContaining({ state: 'Initial' })]);

    const refused = await returnToShop(back.href, cookie);
    expect(refused.headers.get('location')).toBe('/adyen-payment-error?error=payment-error');
    expect((await paymentsOf(cookie))[0]?.transactions).toEqual([expect.objectContaining({ state: 'Failure' })]);
    expect(await ordersOfCart(cookie)).toBe(0);
  });
});

describe('card payments to an order', () => {
  it('a guest in SK pays by card on the provider page and lands on the thank-you page; the webhook twice changes nothing', async () => {
    const { host, cookie } = await shopper('SK');
    const page = await startCardPayment(host, cookie);
    const returned = await returnToShop(await pressOnAdyenPage(page, 'authorise'), cookie);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toMatch(/^\/checkout\/thank-you\?order=NS\d{10}$/);
    const orderNumber = orderOf(returned.headers.get('location'));
    expect(await thankYouData('SK', orderNumber, accessCookie(returned))).toMatchObject({ status: 'paid', paymentMethod: 'scheme' });

    const [payment] = await paymentsOf(cookie);
    expect(payment?.paymentMethodInfo).toMatchObject({ paymentInterface: 'adyen', method: 'scheme', name: { en: 'Card' } });
    expect(payment?.transactions).toEqual([expect.objectContaining({ type: 'Authorization', state: 'Success', interactionId: pspOf(page) })]);

    // Adyen's AUTHORISATION webhook, delivered twice: one transaction, one order.
    await deliverWebhooks(pspOf(page), 'AUTHORISATION');
    await deliverWebhooks(pspOf(page), 'AUTHORISATION');
    expect((await paymentsOf(cookie))[0]?.transactions).toHaveLength(1);
    expect(await ordersOfCart(cookie)).toBe(1);
  });

  it('a refused card leads to the payment-error page, the cart stays, and a second attempt succeeds', async () => {
    const { host, cookie } = await shopper('SK');
    const refused = await returnToShop(await pressOnAdyenPage(await startCardPayment(host, cookie), 'refuse'), cookie);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/adyen-payment-error?error=payment-error');
    expect(await ordersOfCart(cookie)).toBe(0);
    expect((await exports.default.fetch(new Request(`http://${host}/api/checkout`, { headers: { cookie } }))).status).toBe(200);

    const paid = await returnToShop(await pressOnAdyenPage(await startCardPayment(host, cookie), 'authorise'), cookie);
    expect(paid.headers.get('location')).toMatch(/^\/checkout\/thank-you\?order=NS/);
    expect((await paymentsOf(cookie)).map((payment) => payment.transactions[0]?.state)).toEqual(['Failure', 'Success']);
    expect(await ordersOfCart(cookie)).toBe(1);
  });

  it('a cart changed in another tab while the shopper pays gets no order for the old amount', async () => {
    const { host, cookie } = await shopper('SK');
    const page = await startCardPayment(host, cookie);
    const added = await send(`http://${host}/api/cart/actions`, {
      body: { actions: [{ action: 'addLineItem', sku: productOnStock(1).masterVariant.sku, quantity: 1 }] },
      cookie,
    });
    expect(added.status).toBe(200);
    const returned = await returnToShop(await pressOnAdyenPage(page, 'authorise'), cookie);
    expect(returned.headers.get('location')).toBe('/adyen-payment-error?error=price-changed');
    expect(await ordersOfCart(cookie)).toBe(0);
    // Paying again, for the new total, orders.
    const again = await returnToShop(await pressOnAdyenPage(await startCardPayment(host, cookie), 'authorise'), cookie);
    expect(again.headers.get('location')).toMatch(/^\/checkout\/thank-you\?order=NS/);
    expect(await ordersOfCart(cookie)).toBe(1);
  });

  it('a cancelled payment says so on the payment-error page', async () => {
    const { host, cookie } = await shopper('SK');
    const cancelled = await returnToShop(await pressOnAdyenPage(await startCardPayment(host, cookie), 'cancel'), cookie);
    expect(cancelled.headers.get('location')).toBe('/adyen-payment-error?error=cancelled-transaction');
    expect(await ordersOfCart(cookie)).toBe(0);
  });

  it('a payment left pending and authorised later gets its order from the webhook, and the returning shopper the same order', async () => {
    const { host, cookie } = await shopper('SK');
    const page = await startCardPayment(host, cookie);
    const back = await pressOnAdyenPage(page, 'pending');
    // The shopper has not come back yet when the bank authorises and Adyen calls.
    expect((await fetch(`${adyenUrl()}/__payments/${pspOf(page)}/authorise`, { method: 'POST' })).ok).toBe(true);
    await deliverWebhooks(pspOf(page), 'AUTHORISATION');
    expect(await ordersOfCart(cookie)).toBe(1);
    expect((await paymentsOf(cookie))[0]?.transactions).toEqual([expect.objectContaining({ state: 'Success' })]);

    const returned = await returnToShop(back, cookie);
    expect(returned.status).toBe(303);
    const orderNumber = orderOf(returned.headers.get('location'));
    expect(orderNumber).toMatch(/^NS\d{10}$/);
    expect(await thankYouData('SK', orderNumber, accessCookie(returned))).toMatchObject({ orderNumber });
    expect(await ordersOfCart(cookie)).toBe(1);
  });

  it('a shopper paying from a page in the country’s second language comes back to the thank-you page in that language, and the order is in it', async () => {
    const { host, cookie } = await shopper('BE');
    const response = await send(`http://${host}/api/checkout/order?language=fr`, { body: { paymentMethod: 'scheme' }, cookie });
    expect(response.status).toBe(200);
    const page = (await response.json<{ redirect: string }>()).redirect;
    const back = new URL(await pressOnAdyenPage(page, 'authorise'));
    expect(back.searchParams.get('language')).toBe('fr');
    const returned = await returnToShop(back.href, cookie);
    expect(returned.headers.get('location')).toMatch(/^\/fr\/checkout\/thank-you\?order=NS\d{10}$/);
    // The cart was begun on Dutch pages: the order (and its confirmation) is in French, the language paid in.
    const order = await commerce<{ locale?: string }>(`/orders/order-number=${orderOf(returned.headers.get('location'))}`);
    expect(order.locale).toBe('fr-BE');
  });

  it('a Multibanco voucher in PT places the order at once, in progress', async () => {
    const { host, cookie } = await shopper('PT');
    const response = await placeOrder(host, cookie, 'multibanco');
    expect(response.status).toBe(200);
    const { orderNumber, next } = await response.json<Placed>();
    expect(next).toBe(`/checkout/thank-you?order=${orderNumber}`);
    const data = await thankYouData('PT', orderNumber, accessCookie(response));
    expect(data).toMatchObject({ status: 'in-progress', paymentMethod: 'multibanco', bankTransfer: null });
    expect(data?.multibanco).toEqual({
      entity: expect.stringMatching(/^\d{5}$/),
      reference: expect.stringMatching(/^\d{9}$/),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(data?.multibanco?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect((await paymentsOf(cookie))[0]?.transactions).toEqual([expect.objectContaining({ state: 'Pending' })]);
  });
});
