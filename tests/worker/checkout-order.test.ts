// Placing the order (issue 14) through the real worker, its cart Durable Object and the commerce stand-in:
// bank transfer and cash on delivery (its fee charged) to an order, one order however often and however
// concurrently a cart is ordered, the cart cleared for every tab, the thank-you data only for the browser
// that placed the order, refusals with the checkout's codes in the shopper's language.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CartMessage } from '../../src/domain/cart/types.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { accessCookie, gross, ordersOfCart, type Placed, placeOrder, type Refusal, shopper, thankYouData } from './checkout-shopper.ts';

describe('POST /api/checkout/order', () => {
  it('places a bank-transfer order in DE: the thank-you data shows the bank details, the order is in progress', async () => {
    const { host, cookie } = await shopper('DE');
    const response = await placeOrder(host, cookie, 'bank-transfer');
    expect(response.status).toBe(200);
    const placed = await response.json<Placed>();
    expect(placed.orderNumber).toMatch(/^NS\d{10}$/);
    expect(placed.next).toBe(`/checkout/thank-you?order=${placed.orderNumber}`);
    expect(response.headers.get('set-cookie')).toMatch(/order_access=[^;]+;.*HttpOnly/i);

    const data = await thankYouData('DE', placed.orderNumber, accessCookie(response));
    expect(data).toMatchObject({
      orderNumber: placed.orderNumber,
      shownNumber: placed.orderNumber,
      status: 'in-progress',
      email: 'jana@example.com',
      paymentMethod: 'bank-transfer',
    });
    expect(data?.bankTransfer).toMatchObject({ reference: placed.orderNumber, accountOwner: expect.stringContaining('Exquip'), bic: 'EXQBDE20' });
    expect(data?.bankTransfer?.iban).toMatch(/^DE\d{20}$/);
    // The ordered cart is gone: the checkout has no cart any more.
    expect((await exports.default.fetch(new Request(`http://${host}/api/checkout`, { headers: { cookie } }))).status).toBe(409);
  });

  it('charges the cash-on-delivery fee in CZ and shows the order number without NS', async () => {
    const { host, cookie } = await shopper('CZ');
    const before = await gross(host, cookie);
    const response = await placeOrder(host, cookie, 'cod');
    expect(response.status).toBe(200);
    const { orderNumber } = await response.json<Placed>();
    const data = await thankYouData('CZ', orderNumber, accessCookie(response));
    expect(data?.shownNumber).toBe(orderNumber.slice(2));
    expect(data?.status).toBe('paid');
    expect(data?.bankTransfer).toBeNull();
    const fee = data?.lines.find((line) => line.totalPrice.centAmount === 6900);
    expect(fee?.name).toMatch(/dobírk/i);
    expect(data?.total).toEqual({ centAmount: before + 6900, currencyCode: 'CZK', fractionDigits: 2 });
  });

  it('makes exactly one order of five concurrent requests on one cart, and all name it', async () => {
    const { host, cookie } = await shopper('SK');
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(host, cookie, 'bank-transfer')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = new Set(await Promise.all(answers.map(async (answer) => (await answer.json<Placed>()).orderNumber)));
    expect(numbers.size).toBe(1);
    expect(await ordersOfCart(cookie)).toBe(1);
    // Asked again later (a retried request): the same order, still one.
    const again = await placeOrder(host, cookie, 'bank-transfer');
    expect((await again.json<Placed>()).orderNumber).toBe([...numbers][0]);
    expect(await ordersOfCart(cookie)).toBe(1);
  });

  it('tells every open tab the cart is cleared once the order is placed', async () => {
    const { host, cookie } = await shopper('SK');
    const upgrade = await exports.default.fetch(
      new Request(`http://${host}/api/cart/ws?cartId=${cookie.replace('__Host-cart_id=', '')}`, {
        headers: { upgrade: 'websocket', cookie, origin: `http://${host}` },
      }),
    );
    const socket = upgrade.webSocket;
    expect(socket).toBeTruthy();
    const messages: CartMessage[] = [];
    socket?.accept();
    socket?.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
    expect((await placeOrder(host, cookie, 'bank-transfer')).status).toBe(200);
    await expect.poll(() => messages.some((message) => message.type === 'cart update' && message.data.cart === null)).toBe(true);
    socket?.close();
  });

  it('gives no thank-you data to another browser, nor for a made-up number', async () => {
    const { host, cookie } = await shopper('SK');
    const response = await placeOrder(host, cookie, 'bank-transfer');
    const { orderNumber } = await response.json<Placed>();
    expect(await thankYouData('SK', orderNumber, '')).toBeNull();
    // Another browser that placed an order of its own.
    const other = await shopper('SK');
    const otherResponse = await placeOrder(other.host, other.cookie, 'bank-transfer');
    expect(await thankYouData('SK', orderNumber, accessCookie(otherResponse))).toBeNull();
    // A forged cookie naming the order.
    expect(await thankYouData('SK', orderNumber, `order_access=${orderNumber}.forged`)).toBeNull();
    // The order's own browser, but in another shop.
    expect(await thankYouData('CZ', orderNumber, accessCookie(response))).toBeNull();
    expect(await thankYouData('SK', 'NS0000000000', accessCookie(response))).toBeNull();
  });

  it("refuses a cart without an e-mail with missing-email, in the shopper's language", async () => {
    const { host, cookie } = await shopper('SK', { email: null });
    const response = await placeOrder(host, cookie, 'bank-transfer');
    expect(response.status).toBe(400);
    expect(await response.json<Refusal>()).toEqual({ error: 'missing-email', message: messagesFor('sk')['checkout.error.missing-email'] });
    expect(await ordersOfCart(cookie)).toBe(0);
  });

  it('refuses an unknown method, a shopper without a cart and a closed market', async () => {
    const { host, cookie } = await shopper('SK');
    const unknown = await placeOrder(host, cookie, 'bitcoin');
    expect(unknown.status).toBe(400);
    expect((await unknown.json<Refusal>()).error).toBe('method-not-available');
    // A real method the cart is not offered: Multibanco is Portugal's.
    const notHere = await placeOrder(host, cookie, 'multibanco');
    expect(notHere.status).toBe(400);
    expect(await notHere.json<Refusal>()).toEqual({
      error: 'method-not-available',
      message: messagesFor('sk')['checkout.error.method-not-available'],
    });
    const noCart = await placeOrder(host, '', 'bank-transfer');
    expect(noCart.status).toBe(409);
    expect((await noCart.json<Refusal>()).error).toBe('no-cart');
    const closed = await placeOrder('ie.localhost', '', 'bank-transfer');
    expect(closed.status).toBe(403);
    expect((await closed.json<Refusal>()).error).toBe('closed');
  });
});
