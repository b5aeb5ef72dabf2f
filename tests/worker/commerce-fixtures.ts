// Carts and customers made directly in the local commerce stand-in (over HTTP, as any API client would),
// so guard tests can present real cart ids and customer tokens.
import { inject } from 'vitest';

const PROJECT = 'exquip';
const BASIC = `Basic ${btoa('worker-tests:any-secret')}`;

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${inject('commerceUrl')}${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status}: ${await response.text()}`);
  return response.json<T>();
}

async function clientToken(): Promise<string> {
  const { access_token } = await call<{ access_token: string }>('/oauth/token?grant_type=client_credentials', {
    method: 'POST',
    headers: { authorization: BASIC },
  });
  return access_token;
}

export interface CartOptions {
  store: string;
  currency: string;
  country: string;
  skus?: string[];
  /** Sets a shipping address and the parcel shipping method, as the addresses step would. */
  shipping?: boolean;
}

export async function createCart({ store, currency, country, skus = [], shipping = false }: CartOptions): Promise<string> {
  const token = await clientToken();
  const cart = await call<{ id: string }>(`/${PROJECT}/in-store/key=${store}/carts`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      currency,
      country,
      lineItems: skus.map((sku) => ({ sku, quantity: 1 })),
      ...(shipping
        ? {
            shippingAddress: {
              country,
              firstName: 'Eva',
              lastName: 'Muster',
              streetName: 'Hauptstraße',
              streetNumber: '1',
              postalCode: '10115',
              city: 'Berlin',
            },
            shippingMethod: { typeId: 'shipping-method', key: 'parcel' },
          }
        : {}),
    }),
  });
  return cart.id;
}

/** A registered customer's access token (password flow), whose scope names the customer; the e-mail address is confirmed. */
export async function customerToken(email: string): Promise<string> {
  const token = await clientToken();
  const password = 'Secret123456';
  await call(`/${PROJECT}/customers`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Eva', lastName: 'Muster', isEmailVerified: true }),
  });
  const { access_token } = await call<{ access_token: string }>(`/oauth/${PROJECT}/customers/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  return access_token;
}

interface StoredPrice {
  id: string;
  value: { currencyCode: string; centAmount: number };
  country?: string;
}

/** Sets the published price of a product's master variant in one currency (every such price), as a merchandiser would. */
export async function changeProductPrice(productKey: string, currency: string, centAmount: number): Promise<void> {
  const token = await clientToken();
  const product = await call<{ version: number; masterData: { current: { masterVariant: { prices: StoredPrice[] } } } }>(
    `/${PROJECT}/products/key=${productKey}`,
    { token },
  );
  const actions = product.masterData.current.masterVariant.prices
    .filter((price) => price.value.currencyCode === currency)
    .map(({ id, value, ...rest }) => ({ action: 'changePrice', priceId: id, staged: false, price: { ...rest, value: { ...value, centAmount } } }));
  if (actions.length === 0) throw new Error(`${productKey} has no ${currency} price`);
  await call(`/${PROJECT}/products/key=${productKey}`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version: product.version, actions }),
  });
}

/** Units of `sku` in the cart as commercetools itself holds it (read past the cart's Durable Object). */
export async function quantityInCommerce(cartId: string, sku: string): Promise<number> {
  const cart = await call<{ lineItems: { variant: { sku: string }; quantity: number }[] }>(`/${PROJECT}/carts/${cartId}`, {
    token: await clientToken(),
  });
  return cart.lineItems.filter((line) => line.variant.sku === sku).reduce((sum, line) => sum + line.quantity, 0);
}
