// Loads the commercetools drafts of a seed directory (kv-seed/README.md, in its order) into a commerce API
// over HTTP with the real SDK. Drafts reference each other by key, which the API resolves; categories are
// created parent level by parent level. Requests run in parallel, a bounded number at a time. Given the
// local emulator's in-process creation, the bulk files (products, inventory, reviews) go that way instead.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ByProjectKeyRequestBuilder, createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import type { Client } from '@commercetools/ts-client';
import { createCommerceClient, type CommerceClientOptions } from '../../src/worker/services/commerce/node-client.ts';
import type { BulkResource } from './commerce-server.ts';
import { runPool } from './pool.ts';

/** Seed files in load order, with the API resource that receives their drafts. */
export const SEED_FILES = [
  ['types.json', 'types'],
  ['channels.json', 'channels'],
  ['zones.json', 'zones'],
  ['tax-categories.json', 'taxCategories'],
  ['product-types.json', 'productTypes'],
  ['categories.json', 'categories'],
  ['products.json', 'products'],
  ['inventory.json', 'inventory'],
  ['reviews.json', 'reviews'],
  ['stores.json', 'stores'],
  ['shipping-methods.json', 'shippingMethods'],
  ['cart-discounts.json', 'cartDiscounts'],
  ['coupon-discounts.json', 'cartDiscounts'],
  ['discount-codes.json', 'discountCodes'],
  ['customer-groups.json', 'customerGroups'],
  ['personalised-discounts.json', 'cartDiscounts'],
  ['customers.json', 'customers'],
] as const;

export type SeedResource = (typeof SEED_FILES)[number][1];
type Draft = Record<string, unknown>;

export interface SeedFailure {
  file: string;
  draft: string;
  status: number | undefined;
  message: string;
}

export interface SeedResult {
  created: Record<string, number>;
  failures: SeedFailure[];
  ms: number;
}

const CONCURRENCY = 24;

const isDraft = (value: unknown): value is Draft => typeof value === 'object' && value !== null && !Array.isArray(value);

export const readDrafts = async (path: string): Promise<Draft[]> => {
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isDraft)) throw new Error(`${path}: expected a JSON array of drafts`);
  return parsed;
};

/** The API path of each seed resource (the project's endpoint the typed builder of that name posts to). */
const RESOURCE_PATHS: Record<SeedResource, string> = {
  types: 'types',
  channels: 'channels',
  zones: 'zones',
  taxCategories: 'tax-categories',
  productTypes: 'product-types',
  categories: 'categories',
  products: 'products',
  inventory: 'inventory',
  reviews: 'reviews',
  stores: 'stores',
  shippingMethods: 'shipping-methods',
  cartDiscounts: 'cart-discounts',
  discountCodes: 'discount-codes',
  customerGroups: 'customer-groups',
  customers: 'customers',
};

// The drafts are our own seed data, validated by the API itself: they go out as read, through the SDK's
// client (auth, errors) rather than its typed builders, which would want each draft as its SDK type.
const post = (client: Client, projectKey: string, resource: SeedResource, body: Draft) =>
  client.execute({
    method: 'POST',
    uri: `/${projectKey}/${RESOURCE_PATHS[resource]}`,
    headers: { 'Content-Type': 'application/json' },
    body,
  });

const parentKey = (draft: Draft): string | undefined => {
  const parent = draft.parent;
  return isDraft(parent) && typeof parent.key === 'string' ? parent.key : undefined;
};

/** Categories grouped so that every parent is in an earlier group than its children. */
export const categoryLevels = (drafts: readonly Draft[]): Draft[][] => {
  const byKey = new Map(drafts.map((d) => [d.key, d]));
  const depth = (draft: Draft, seen = new Set<Draft>()): number => {
    const parent = byKey.get(parentKey(draft));
    if (!parent || seen.has(draft)) return 0;
    seen.add(draft);
    return 1 + depth(parent, seen);
  };
  const levels: Draft[][] = [];
  for (const draft of drafts) {
    const level = depth(draft);
    const group = levels[level] ?? [];
    group.push(draft);
    levels[level] = group;
  }
  return levels.filter(Boolean);
};

/**
 * Product attribute values that reference categories by key (`{ typeId: 'category', key }`, the seed's
 * convention) rewritten to `{ typeId: 'category', id }`: attribute references are stored as given, and
 * the worker reads them by id, as the real API answers them. Unknown keys are left as they are.
 */
export const resolveAttributeCategoryKeys = (draft: Draft, categoryIds: ReadonlyMap<string, string>): Draft => {
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (isDraft(value) && value.typeId === 'category' && typeof value.key === 'string' && value.id === undefined) {
      const id = categoryIds.get(value.key);
      return id ? { typeId: 'category', id } : value;
    }
    return value;
  };
  const variant = draft.masterVariant;
  if (!isDraft(variant) || !Array.isArray(variant.attributes)) return draft;
  const attributes = variant.attributes.map((attribute: unknown) =>
    isDraft(attribute) ? { ...attribute, value: resolve(attribute.value) } : attribute,
  );
  return { ...draft, masterVariant: { ...variant, attributes } };
};

const categoryIdsByKey = async (api: ByProjectKeyRequestBuilder): Promise<Map<string, string>> => {
  const { body } = await api
    .categories()
    .get({ queryArgs: { limit: 500 } })
    .execute();
  return new Map(body.results.flatMap((category) => (category.key ? [[category.key, category.id] as const] : [])));
};

const describe = (draft: Draft, index: number): string =>
  typeof draft.key === 'string' ? draft.key : typeof draft.sku === 'string' ? draft.sku : `#${index}`;

const errorInfo = (error: unknown): { status: number | undefined; message: string } => {
  if (isDraft(error)) {
    const body = isDraft(error.body) ? error.body : undefined;
    const status = typeof error.statusCode === 'number' ? error.statusCode : typeof error.status === 'number' ? error.status : undefined;
    const errors = Array.isArray(body?.errors) ? body.errors : [];
    const detail = errors.map((e) => (isDraft(e) ? String(e.message ?? e.code) : String(e))).join('; ');
    return { status, message: detail || String(body?.message ?? error.message ?? 'unknown error') };
  }
  return { status: undefined, message: String(error) };
};

/** Creates one draft of a bulk resource without HTTP (commerce-server.ts `createInProcess`). */
type CreateInProcess = (resource: BulkResource, draft: Draft) => Promise<void>;

const isBulk = (resource: SeedResource): resource is BulkResource => resource === 'products' || resource === 'inventory' || resource === 'reviews';

export const seedCommerce = async (
  client: CommerceClientOptions,
  seedDir: string,
  log: (line: string) => void = () => {},
  createInProcess?: CreateInProcess,
): Promise<SeedResult> => {
  const started = performance.now();
  const http = createCommerceClient(client);
  const api = createApiBuilderFromCtpClient(http).withProjectKey({ projectKey: client.projectKey });
  const created: Record<string, number> = {};
  const failures: SeedFailure[] = [];
  for (const [file, resource] of SEED_FILES) {
    const path = join(seedDir, file);
    if (!existsSync(path)) {
      log(`seed: ${file} missing, skipped`);
      continue;
    }
    const fileStarted = performance.now();
    const read = await readDrafts(path);
    const categoryIds = resource === 'products' ? await categoryIdsByKey(api) : null;
    const drafts = categoryIds ? read.map((draft) => resolveAttributeCategoryKeys(draft, categoryIds)) : read;
    const batches = resource === 'categories' ? categoryLevels(drafts) : [drafts];
    created[file] = 0;
    for (const batch of batches) {
      await runPool(batch, CONCURRENCY, async (draft, index) => {
        try {
          if (createInProcess && isBulk(resource)) await createInProcess(resource, draft);
          else await post(http, client.projectKey, resource, draft);
          created[file] = (created[file] ?? 0) + 1;
        } catch (error) {
          failures.push({ file, draft: describe(draft, index), ...errorInfo(error) });
        }
      });
    }
    log(`seed: ${file} ${created[file]} in ${Math.round(performance.now() - fileStarted)} ms`);
  }
  return { created, failures, ms: Math.round(performance.now() - started) };
};
