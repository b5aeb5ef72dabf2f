// The commerce stand-in handles discount codes as commercetools does: codes whose cart discounts are
// referenced by key, the error answer (DiscountCodeNonApplicable with its reason) for a code that cannot
// be added, the code's state on the cart, and the discounts in the cart's totals. Only the commerce
// server is started, with the few resources these cases need.
import type { ByProjectKeyRequestBuilder, Cart, CartDiscountDraft, CartUpdateAction, DiscountCodeDraft } from '@commercetools/platform-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApi } from '../../src/worker/services/commerce/node-client.ts';
import { startCommerceServer, type CommerceServer } from './commerce-server.ts';

const SKU = 'EX10099001';
const OTHER_SKU = 'EX10099002';
const PRICE = 10000;

let server: CommerceServer;
let api: ByProjectKeyRequestBuilder;

const discount = (key: string, extra: Partial<CartDiscountDraft>): CartDiscountDraft => ({
  key,
  name: { en: key },
  value: { type: 'relative', permyriad: 1000 },
  target: { type: 'lineItems', predicate: '1 = 1' },
  cartPredicate: '1 = 1',
  sortOrder: `0.9${key.length}${key.charCodeAt(0)}`,
  isActive: true,
  requiresDiscountCode: true,
  ...extra,
});

const code = (value: string, key: string, extra: Partial<DiscountCodeDraft> = {}): DiscountCodeDraft => ({
  code: value,
  cartDiscounts: [{ typeId: 'cart-discount', key }],
  isActive: true,
  ...extra,
});

beforeAll(async () => {
  server = await startCommerceServer({ port: 0 });
  api = createCommerceApi({ apiUrl: server.url, projectKey: server.projectKey });
  await api
    .taxCategories()
    .post({ body: { key: 'standard', name: 'Standard', rates: [{ name: '19% DE', amount: 0.19, includedInPrice: true, country: 'DE' }] } })
    .execute();
  const productType = (
    await api
      .productTypes()
      .post({
        body: {
          key: 'branded',
          name: 'Branded',
          description: 'brand',
          attributes: [{ name: 'brand', label: { en: 'Brand' }, type: { name: 'text' }, isRequired: false }],
        },
      })
      .execute()
  ).body;
  for (const [sku, brand] of [
    [SKU, 'Gastrova'],
    [OTHER_SKU, 'Labora'],
  ] as const) {
    await api
      .products()
      .post({
        body: {
          key: sku,
          productType: { typeId: 'product-type', id: productType.id },
          name: { en: sku },
          slug: { en: sku.toLowerCase() },
          masterVariant: { sku, prices: [{ value: { currencyCode: 'EUR', centAmount: PRICE } }], attributes: [{ name: 'brand', value: brand }] },
          publish: true,
        },
      })
      .execute();
  }
  for (const key of ['de', 'cz'])
    await api
      .stores()
      .post({ body: { key, name: { en: key } } })
      .execute();
  const discounts = [
    discount('welcome', {}),
    discount('save', { value: { type: 'absolute', money: [{ currencyCode: 'EUR', centAmount: 2000 }] }, target: { type: 'totalPrice' } }),
    discount('czonly', { stores: [{ typeId: 'store', key: 'cz' }] }),
    discount('brand', {
      target: { type: 'lineItems', predicate: 'attributes.brand = "Gastrova"' },
      cartPredicate: 'lineItemExists(attributes.brand = "Gastrova") = true',
    }),
    discount('off', { isActive: false }),
  ];
  for (const body of discounts) await api.cartDiscounts().post({ body }).execute();
  const codes = [
    code('WELCOME10', 'welcome'),
    code('SAVE20', 'save'),
    code('SUMMER15', 'welcome', { validFrom: '2025-06-01T00:00:00.000Z', validUntil: '2025-09-01T00:00:00.000Z' }),
    code('CZSHOP5', 'czonly'),
    code('GASTROVA15', 'brand'),
    code('PAUSED', 'welcome', { isActive: false }),
    code('RETIRED', 'off'),
  ];
  for (const body of codes) await api.discountCodes().post({ body }).execute();
}, 20_000);
afterAll(() => server?.close());

const inDe = () => api.inStoreKeyWithStoreKeyValue({ storeKey: 'de' }).carts();

async function cartWith(actions: CartUpdateAction[]): Promise<Cart> {
  const cart = (
    await inDe()
      .post({ body: { currency: 'EUR', country: 'DE' } })
      .execute()
  ).body;
  return update(cart, actions);
}

async function update(cart: Cart, actions: CartUpdateAction[]): Promise<Cart> {
  return (
    await inDe()
      .withId({ ID: cart.id })
      .post({ body: { version: cart.version, actions } })
      .execute()
  ).body;
}

/** The platform's answer to adding `value` to a cart with one line of `sku`: its first error. */
async function refusal(value: string, sku = SKU): Promise<Record<string, unknown>> {
  const cart = await cartWith([{ action: 'addLineItem', sku, quantity: 1 }]);
  try {
    await update(cart, [{ action: 'addDiscountCode', code: value }]);
  } catch (error: unknown) {
    const body = (error as { body?: { errors?: Record<string, unknown>[]; statusCode?: number } }).body;
    expect(body?.statusCode).toBe(400);
    return body?.errors?.[0] ?? {};
  }
  throw new Error(`${value} was accepted`);
}

describe('discount codes in the commerce stand-in', () => {
  it('a percentage code lowers every line by its share, and removing it restores the total', async () => {
    const cart = await cartWith([{ action: 'addLineItem', sku: SKU, quantity: 2 }]);
    expect(cart.totalPrice.centAmount).toBe(2 * PRICE);
    const discounted = await update(cart, [{ action: 'addDiscountCode', code: 'WELCOME10' }]);
    expect(discounted.discountCodes[0]?.state).toBe('MatchesCart');
    expect(discounted.lineItems[0]?.totalPrice.centAmount).toBe(18000);
    expect(discounted.totalPrice.centAmount).toBe(18000);
    expect(discounted.taxedPrice?.totalGross.centAmount).toBe(18000);
    const id = discounted.discountCodes[0]?.discountCode.id ?? '';
    const restored = await update(discounted, [{ action: 'removeDiscountCode', discountCode: { typeId: 'discount-code', id } }]);
    expect(restored.totalPrice.centAmount).toBe(2 * PRICE);
  });

  it('a fixed-amount code lowers the total by its amount in the cart currency, taxes included', async () => {
    const cart = await cartWith([
      { action: 'addLineItem', sku: SKU, quantity: 1 },
      { action: 'addDiscountCode', code: 'SAVE20' },
    ]);
    expect(cart.totalPrice.centAmount).toBe(PRICE - 2000);
    expect(cart.lineItems[0]?.totalPrice.centAmount).toBe(PRICE);
    expect(cart.discountOnTotalPrice?.discountedAmount.centAmount).toBe(2000);
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(PRICE - 2000);
    expect(cart.taxedPrice?.totalTax?.centAmount).toBe(1277);
  });

  it('an unknown code: DoesNotExist', async () => {
    expect(await refusal('NOSUCHCODE')).toMatchObject({ code: 'DiscountCodeNonApplicable', reason: 'DoesNotExist', discountCode: 'NOSUCHCODE' });
  });

  it('an expired code: TimeRangeNonApplicable with its dates', async () => {
    expect(await refusal('SUMMER15')).toMatchObject({
      code: 'DiscountCodeNonApplicable',
      reason: 'TimeRangeNonApplicable',
      discountCode: 'SUMMER15',
      validUntil: '2025-09-01T00:00:00.000Z',
    });
  });

  it('an inactive code, or one whose cart discounts are inactive: NotActive', async () => {
    expect(await refusal('PAUSED')).toMatchObject({ reason: 'NotActive' });
    expect(await refusal('RETIRED')).toMatchObject({ reason: 'NotActive' });
  });

  it("a code of another store's cart discount is refused", async () => {
    expect(await refusal('CZSHOP5')).toMatchObject({ code: 'DiscountCodeNonApplicable', reason: 'DoesNotMatchCart' });
  });

  it("a brand's code on a cart without that brand is added with DoesNotMatchCart and takes nothing off", async () => {
    const cart = await cartWith([
      { action: 'addLineItem', sku: OTHER_SKU, quantity: 1 },
      { action: 'addDiscountCode', code: 'GASTROVA15' },
    ]);
    expect(cart.discountCodes[0]?.state).toBe('DoesNotMatchCart');
    expect(cart.totalPrice.centAmount).toBe(PRICE);
    const withBrand = await update(cart, [{ action: 'addLineItem', sku: SKU, quantity: 1 }]);
    expect(withBrand.discountCodes[0]?.state).toBe('MatchesCart');
    expect(withBrand.totalPrice.centAmount).toBe(PRICE + 9000);
  });
});
