// A new cart with one line, answered as its `__Host-cart_id=…` cookie pair. The Origin header is the one a
// browser sends from the shop's own pages (state-changing cart requests are checked for it); the client
// IP is the shopper's (new carts are rate-limited per client IP).
export async function newCartCookie(origin: string, sku: string, clientIp: string): Promise<string> {
  const response = await fetch(`${origin}/api/cart/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': clientIp },
    body: JSON.stringify({ actions: [{ action: 'addLineItem', sku, quantity: 1 }] }),
  });
  const cookie = /__Host-cart_id=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (response.status !== 200 || !cookie) throw new Error(`adding ${sku} to a new cart answered ${response.status}`);
  return cookie;
}
