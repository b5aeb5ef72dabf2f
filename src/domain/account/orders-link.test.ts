import { describe, expect, it } from 'vitest';
import { ordersLinkOf } from './orders-link.ts';

describe('the orders-link service answer', () => {
  const url = 'https://orders.exquip.example/my-orders?token=abc';

  it('reads the link as JSON { url }, a JSON string or bare text', () => {
    expect(ordersLinkOf(JSON.stringify({ url }))).toBe(url);
    expect(ordersLinkOf(JSON.stringify(url))).toBe(url);
    expect(ordersLinkOf(` ${url}\n`)).toBe(url);
  });

  it('hands on no address that is not an absolute http(s) link', () => {
    expect(ordersLinkOf('javascript:alert(1)')).toBeNull();
    expect(ordersLinkOf(JSON.stringify({ url: 'data:text/html,hi' }))).toBeNull();
    expect(ordersLinkOf('/my-orders?token=1')).toBeNull();
    expect(ordersLinkOf('<html>Maintenance</html>')).toBeNull();
    expect(ordersLinkOf(JSON.stringify({ link: url }))).toBeNull();
    expect(ordersLinkOf(`https://x.example/${'a'.repeat(3000)}`)).toBeNull();
  });
});
