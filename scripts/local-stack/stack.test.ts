// Boots the whole local stack (seeded with the default catalogue, indexed) and talks to both servers through
// the real SDK clients, as the worker will.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientBuilder } from '@commercetools/ts-client';
import { createApiBuilderFromCtpClient, type Cart, type CartUpdateAction, type ProductDraft } from '@commercetools/platform-sdk';
import { COUNTRIES } from '../../src/domain/markets/countries.ts';
import { indexName } from '../../src/domain/search/record.ts';
import { createCommerceApi } from '../../src/worker/services/commerce/node-client.ts';
import { createSearchClient } from '../../src/worker/services/search/admin-client.ts';
import { defaultSeedDir, startLocalStack, type LocalStack } from './start.ts';

const seedDir = process.env.SEED_DIR || defaultSeedDir();
const drafts = <T>(file: string): T[] => JSON.parse(readFileSync(join(seedDir, file), 'utf8'));
const attribute = (draft: ProductDraft, name: string): unknown => draft.masterVariant?.attributes?.find((a) => a.name === name)?.value;
const sellable = (draft: ProductDraft) => attribute(draft, 'isVirtual') !== true && attribute(draft, 'eligibleForSelling') !== false;

const products = drafts<ProductDraft>('products.json');
const tiers = drafts<{ value: { permyriad?: number }; custom?: { fields?: Record<string, unknown> }; target?: { predicate?: string } }>(
  'cart-discounts.json',
);
const grouped = products.find(
  (p) =>
    sellable(p) &&
    typeof attribute(p, 'volumeDiscountGroup') === 'string' &&
    tiers.some((t) => t.target?.predicate?.includes(`"${String(attribute(p, 'volumeDiscountGroup'))}"`)),
);
const group = grouped ? String(attribute(grouped, 'volumeDiscountGroup')) : '';
const firstTier = tiers
  .filter((t) => t.target?.predicate?.includes(`"${group}"`))
  .sort((a, b) => Number(a.custom?.fields?.minQuantity) - Number(b.custom?.fields?.minQuantity))[0];

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ commercePort: 0, searchPort: 0, servicesPort: 0, seedDir });
}, 180_000);
afterAll(() => stack?.close());

describe('local stack', () => {
  // How fast it starts is measured, not tested (kv-seed/README.md): a time limit fails on a busy machine.
  it('seeds every draft', () => {
    expect(stack.seedFailures).toEqual([]);
  });

  it('prices an in-store cart: tax, volume discount, shipping, then Ordered after the order', async () => {
    expect(grouped?.masterVariant?.sku).toBeDefined();
    const api = createCommerceApi({ apiUrl: stack.commerceUrl, projectKey: stack.projectKey });
    const store = api.inStoreKeyWithStoreKeyValue({ storeKey: COUNTRIES.DE.storeKey });
    const minQuantity = Number(firstTier?.custom?.fields?.minQuantity);
    let cart: Cart = (
      await store
        .carts()
        .post({
          body: {
            currency: 'EUR',
            country: 'DE',
            shippingAddress: { country: 'DE' },
            lineItems: [{ sku: grouped?.masterVariant?.sku ?? '', quantity: 1 }],
          },
        })
        .execute()
    ).body;
    const line = cart.lineItems[0];
    expect(line?.taxRate?.amount).toBeGreaterThan(0);
    expect(line?.taxedPrice?.totalGross.centAmount).toBe(line?.totalPrice.centAmount);
    expect(cart.taxedPrice?.taxPortions).toHaveLength(1);
    const unit = line?.price.value.centAmount ?? 0;

    cart = (
      await store
        .carts()
        .withId({ ID: cart.id })
        .post({
          body: {
            version: cart.version,
            actions: [
              { action: 'changeLineItemQuantity', lineItemId: line?.id ?? '', quantity: minQuantity },
              { action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', key: 'parcel' } },
            ],
          },
        })
        .execute()
    ).body;
    const discounted = cart.lineItems[0]?.discountedPricePerQuantity[0]?.discountedPrice.value.centAmount ?? 0;
    const expectedUnit = unit - Math.round((unit * (firstTier?.value.permyriad ?? 0)) / 10000);
    expect(Math.abs(discounted - expectedUnit)).toBeLessThanOrEqual(1);
    expect(cart.lineItems[0]?.totalPrice.centAmount).toBe(discounted * minQuantity);
    expect(cart.shippingInfo?.taxedPrice?.totalGross.centAmount).toBe(cart.shippingInfo?.price.centAmount);
    expect(cart.totalPrice.centAmount).toBe(discounted * minQuantity + (cart.shippingInfo?.price.centAmount ?? 0));
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(cart.totalPrice.centAmount);

    const read = (await api.carts().withId({ ID: cart.id }).get().execute()).body;
    expect(read.taxedPrice).toEqual(cart.taxedPrice);
    const order = (
      await store
        .orders()
        .post({ body: { cart: { typeId: 'cart', id: cart.id }, version: cart.version } })
        .execute()
    ).body;
    expect(order.taxedPrice?.totalGross.centAmount).toBe(cart.totalPrice.centAmount);
    expect((await api.carts().withId({ ID: cart.id }).get().execute()).body.cartState).toBe('Ordered');
  });

  it('prices carts made through /me with an anonymous session too', async () => {
    const { commerceUrl: host, projectKey } = stack;
    const client = new ClientBuilder()
      .withProjectKey(projectKey)
      .withAnonymousSessionFlow({ host, projectKey, credentials: { clientId: 'spa', clientSecret: 'spa' }, httpClient: fetch })
      .withHttpMiddleware({ host, httpClient: fetch })
      .build();
    const me = createApiBuilderFromCtpClient(client)
      .withProjectKey({ projectKey })
      .inStoreKeyWithStoreKeyValue({ storeKey: COUNTRIES.DE.storeKey })
      .me();
    const cart = (
      await me
        .carts()
        .post({
          body: {
            currency: 'EUR',
            country: 'DE',
            lineItems: [{ sku: grouped?.masterVariant?.sku ?? '', quantity: 1 }],
          },
        })
        .execute()
    ).body;
    expect(cart.taxedPrice?.totalGross.centAmount).toBe(cart.totalPrice.centAmount);
    const active = (await me.activeCart().get().execute()).body;
    expect(active.taxedPrice).toEqual(cart.taxedPrice);
  });

  it('indexes every sellable product per locale, searchable through algoliasearch', async () => {
    const client = createSearchClient({ appId: 'local', apiKey: 'local', url: stack.searchUrl });
    const sellableCount = products.filter(sellable).length;
    const { results } = await client.searchForHits<{ objectID: string; price: number; name: string }>({
      requests: [
        { indexName: indexName('de-DE'), query: '', hitsPerPage: 1000, facets: ['categories.lvl0', 'brand'] },
        { indexName: indexName('cs-CZ', 'price_asc'), query: '', hitsPerPage: 1000 },
        { indexName: indexName('en-IE'), query: String(grouped?.name.en ?? '').split(' ')[0] ?? '' },
      ],
    });
    const [germany, czechia, english] = results;
    expect(germany?.nbHits).toBe(sellableCount);
    expect(Object.keys(germany?.facets?.['categories.lvl0'] ?? {}).length).toBeGreaterThan(0);
    const prices = czechia?.hits.map((hit) => hit.price) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(english?.nbHits).toBeGreaterThan(0);
    expect(english?.hits[0]?._highlightResult?.name).toMatchObject({ matchLevel: 'full' });
  });
});

describe('product projection queries that name their products (product-candidates.ts)', () => {
  const ids = async (where: string): Promise<string[]> => {
    const api = createCommerceApi({ apiUrl: stack.commerceUrl, projectKey: stack.projectKey });
    const { body } = await api
      .productProjections()
      .get({ queryArgs: { where, staged: false, limit: 500 } })
      .execute();
    return body.results.map((product) => product.id).sort();
  };

  it('answer exactly what the same query read over the whole catalogue answers', async () => {
    const skus = products.filter(sellable).map((p) => p.masterVariant?.sku ?? '');
    const [first, second] = skus;
    const bySku = await ids(`masterVariant(sku = ${JSON.stringify(first)})`);
    expect(bySku).toHaveLength(1);
    // The same condition in a shape the index does not know reads every product.
    expect(bySku).toEqual(await ids(`masterVariant(sku = ${JSON.stringify(first)}) and published = true`));
    const both = await ids(`masterVariant(sku in (${JSON.stringify(first)}, ${JSON.stringify(second)}))`);
    expect(both).toHaveLength(2);
    expect(await ids(`id in (${both.map((id) => JSON.stringify(id)).join(', ')})`)).toEqual(both);
    const api = createCommerceApi({ apiUrl: stack.commerceUrl, projectKey: stack.projectKey });
    const category = (await api.categories().withKey({ key: 'lawn-mowers' }).get().execute()).body;
    const inCategory = await ids(`categories(id in (${JSON.stringify(category.id)}))`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory).toEqual(await ids(`categories(id in (${JSON.stringify(category.id)})) and published = true`));
  });
});

describe('pages by id (id-paged-storage.ts), as the indexer and the cache warm read them', () => {
  it('list every published product and every inventory entry exactly once, with the totals of a read of everything', async () => {
    const api = createCommerceApi({ apiUrl: stack.commerceUrl, projectKey: stack.projectKey });
    const productIds: string[] = [];
    for (let after: string | undefined, page = 0; ; page++) {
      const where = after ? `id > ${JSON.stringify(after)}` : undefined;
      const { body } = await api
        .productProjections()
        .get({ queryArgs: { staged: false, limit: 100, sort: 'id asc', withTotal: false, ...(where ? { where } : {}) } })
        .execute();
      if (after && page % 4 === 1) {
        // The same page in a shape the index does not know, read by the emulator over the whole catalogue.
        const unindexed = await api
          .productProjections()
          .get({ queryArgs: { staged: false, limit: 100, sort: 'id asc', where: `${where} and published = true` } })
          .execute();
        expect({ ids: body.results.map((p) => p.id), total: body.total }).toEqual({
          ids: unindexed.body.results.map((p) => p.id),
          total: unindexed.body.total,
        });
      }
      productIds.push(...body.results.map((product) => product.id));
      if (body.results.length < 100) break;
      after = body.results.at(-1)?.id;
    }
    expect(productIds).toHaveLength(products.length);
    expect(new Set(productIds).size).toBe(products.length);
    expect(productIds).toEqual([...productIds].sort());

    const byOffset = await api
      .productProjections()
      .get({ queryArgs: { staged: false, limit: 50, offset: 1100, sort: 'id asc' } })
      .execute();
    expect(byOffset.body).toMatchObject({ offset: 1100, total: products.length, count: products.length - 1100 });
    expect(byOffset.body.results.map((product) => product.id)).toEqual(productIds.slice(1100));

    const entries: string[] = [];
    for (let offset = 0; ; offset += 500) {
      const { body } = await api
        .inventory()
        .get({ queryArgs: { limit: 500, offset, sort: 'id asc' } })
        .execute();
      expect(body.total).toBe(drafts('inventory.json').length);
      entries.push(...body.results.map((entry) => entry.sku));
      if (body.results.length < 500) break;
    }
    expect(entries.sort()).toEqual(
      drafts<{ sku: string }>('inventory.json')
        .map((draft) => draft.sku)
        .sort(),
    );
    // Reads of the whole catalogue for comparison take seconds on a busy machine.
  }, 120_000);
});

describe('shipping methods matching a cart (through the SDK)', () => {
  const freight = products.find((p) => sellable(p) && attribute(p, 'freight') === true && p.masterVariant?.sku?.startsWith('EX10'));
  const parcelOnly = products.find((p) => sellable(p) && attribute(p, 'freight') === false && p.masterVariant?.sku?.startsWith('EX10'));

  it('offers freight only while a freight product is in the cart, parcel first, and flags a freight choice that stopped matching', async () => {
    const api = createCommerceApi({ apiUrl: stack.commerceUrl, projectKey: stack.projectKey });
    const store = api.inStoreKeyWithStoreKeyValue({ storeKey: COUNTRIES.DE.storeKey });
    const matching = async (cartId: string) =>
      (await api.shippingMethods().matchingCart().get({ queryArgs: { cartId } }).execute()).body.results.map((method) => method.key);
    let cart: Cart = (
      await store
        .carts()
        .post({
          body: {
            currency: 'EUR',
            country: 'DE',
            shippingAddress: { country: 'DE' },
            lineItems: [
              { sku: freight?.masterVariant?.sku ?? '', quantity: 1 },
              { sku: parcelOnly?.masterVariant?.sku ?? '', quantity: 1 },
            ],
          },
        })
        .execute()
    ).body;
    expect(await matching(cart.id)).toEqual(['parcel', 'freight']);

    const update = async (actions: CartUpdateAction[]) =>
      (
        await store
          .carts()
          .withId({ ID: cart.id })
          .post({ body: { version: cart.version, actions } })
          .execute()
      ).body;
    cart = await update([{ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', key: 'freight' } }]);
    expect(cart.shippingInfo?.shippingMethodState).toBe('MatchesCart');

    const freightLine = cart.lineItems.find((line) => line.variant.sku === freight?.masterVariant?.sku);
    cart = await update([{ action: 'removeLineItem', lineItemId: freightLine?.id ?? '' }]);
    expect(await matching(cart.id)).toEqual(['parcel']);
    expect(cart.shippingInfo?.shippingMethodState).toBe('DoesNotMatchCart');
  });
});
