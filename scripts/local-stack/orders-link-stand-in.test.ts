import { describe, expect, it } from 'vitest';
import { ordersLinkAnswer, ordersPage } from './orders-link-stand-in.ts';

const ask = (email: string) =>
  ordersLinkAnswer(new URL(`http://127.0.0.1/my-orders/getUrlWithToken?email=${encodeURIComponent(email)}`), 'http://127.0.0.1:8183');

describe('orders-link stand-in', () => {
  it('answers a new link with a token for every request', () => {
    const first = ask('eva@example.com');
    const second = ask('eva@example.com');
    expect(first).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:8183\/my-orders\/orders\?token=[0-9a-f-]{36}$/) },
    });
    expect(second.body).not.toEqual(first.body);
  });

  it('fails for "orders-down" addresses and refuses a request without an e-mail address', () => {
    expect(ask('orders-down.1@example.com').status).toBe(503);
    expect(ask('').status).toBe(400);
  });

  it('shows the token on its page as text', () => {
    expect(ordersPage(new URL('http://127.0.0.1/my-orders/orders?token=<b>1</b>'))).toContain('<code>&#60;b&#62;1&#60;/b&#62;</code>');
  });
});
