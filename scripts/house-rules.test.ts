// The house checks of `npm test` (lint, boundaries, unused, types:check) each fail on a planted violation,
// naming the rule, and pass on a clean tree. They run as npm scripts with the real configuration on small
// fixture trees (scripts/house-rules-fixture.ts), so a rule that stops matching is caught here, not by
// accident in review.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { copyFromRepo, makeFixture, removeFixture, runScript } from './house-rules-fixture.ts';

const fixtures: string[] = [];
const fixture = async (files: Readonly<Record<string, string | null>> = {}) => {
  const dir = await makeFixture(files);
  fixtures.push(dir);
  return dir;
};
afterAll(() => Promise.all(fixtures.map(removeFixture)));

const CHECK_TIMEOUT_MS = 60_000;

describe.concurrent('house rules', () => {
  test(
    'a tree that follows the layer table passes lint, boundaries and the unused-code check',
    async () => {
      const dir = await fixture();
      const [lint, boundaries, unused] = await Promise.all([runScript(dir, 'lint'), runScript(dir, 'boundaries'), runScript(dir, 'unused')]);
      expect(lint, lint.output).toMatchObject({ code: 0 });
      expect(boundaries, boundaries.output).toMatchObject({ code: 0 });
      expect(unused, unused.output).toMatchObject({ code: 0 });
    },
    CHECK_TIMEOUT_MS,
  );

  test(
    'lint names each planted defect and the unformatted file',
    async () => {
      const dir = await fixture({
        'src/worker/routes/debug.ts': `import { cartTotal } from '../services/commerce/cart.ts';

async function save(value: unknown): Promise<void> {
  await fetch('http://127.0.0.1:9/', { method: 'POST', body: JSON.stringify(value) });
}

export function debug(value: any, list: string[] | undefined): number {
  console.log(value);
  save(value);
  return list!.length;
}
`,
        'src/worker/routes/unformatted.ts': 'export const   spaced = {a:1};\n',
      });
      const { code, output } = await runScript(dir, 'lint');
      expect(code, output).not.toBe(0);
      for (const rule of [
        'suspicious/noExplicitAny',
        'style/noNonNullAssertion',
        'correctness/noUnusedImports',
        'suspicious/noConsole',
        'nursery/noFloatingPromises',
      ]) {
        expect(output).toMatch(new RegExp(`src/worker/routes/debug\\.ts:\\d+:\\d+ lint/${rule}\\b`));
      }
      expect(output).toMatch(/src\/worker\/routes\/unformatted\.ts format/);
    },
    CHECK_TIMEOUT_MS,
  );

  test(
    'boundaries name every import the layer table forbids, type-only imports and folder cycles included',
    async () => {
      const dir = await fixture({
        'src/domain/cart/badge.ts': "import { createElement } from 'react';\n\nexport const badge = () => createElement('span', null, 'new');\n",
        'src/domain/cart/prices-file.ts':
          "import { readFileSync } from 'node:fs';\n\nexport const readPrices = (): string => readFileSync('prices.json', 'utf8');\n",
        'src/react/cart-view.ts':
          "import type { Env } from '../worker/env.ts';\n\nexport const commerceUrl = (env: Env): string => env.COMMERCE_API_URL;\n",
        'src/react/quick-search.ts':
          "import { liteClient } from 'algoliasearch/lite';\n\nexport const quickClient = () => liteClient('APP', 'KEY');\n",
        'src/react/cart-sdk.ts':
          "import type { Cart } from '@commercetools/platform-sdk';\n\nexport const cartId = (cart: Cart): string => cart.id;\n",
        'src/durable-objects/cart-answer.ts':
          "import { cartAnswer } from '../worker/routes/cart.ts';\n\nexport const answer = (): Response => cartAnswer();\n",
        'src/indexer/index-products.ts':
          "import { cartAnswer } from '../worker/routes/cart.ts';\n\nexport const indexAnswer = (): Response => cartAnswer();\n",
        'src/worker/routes/reindex.ts':
          "import { indexAnswer } from '../../indexer/index-products.ts';\n\nexport const reindex = (): Response => indexAnswer();\n",
        'src/domain/cart/seed-prices.ts': "import { SEED } from '../../../kv-seed/prices.ts';\n\nexport const seedPrice = (): number => SEED;\n",
        'kv-seed/prices.ts': 'export const SEED = 100;\n',
        // routes → services/commerce (routes/cart.ts) and services/commerce → routes: a folder cycle without a module cycle.
        'src/worker/routes/format.ts': 'export const cents = (amount: number): string => (amount / 100).toFixed(2);\n',
        'src/worker/services/commerce/price-label.ts':
          "import { cents } from '../../routes/format.ts';\n\nexport const priceLabel = (amount: number): string => cents(amount);\n",
        'src/worker/loaders/frame.ts':
          "import { NO_INDEX } from './seo.ts';\n\nexport interface LoaderContext {\n  robots: string;\n}\n\nexport const frame = (): LoaderContext => ({ robots: NO_INDEX });\n",
        'src/worker/loaders/seo.ts':
          "import type { LoaderContext } from './frame.ts';\n\nexport const NO_INDEX = 'noindex';\nexport const robots = (context: LoaderContext): string => context.robots;\n",
      });
      const { code, output } = await runScript(dir, 'boundaries');
      expect(code, output).not.toBe(0);
      const expected = [
        'domain-imports-only-domain: src/domain/cart/badge.ts → node_modules/react/',
        'domain-imports-only-domain: src/domain/cart/prices-file.ts → fs',
        'react-not-worker-side: src/react/cart-view.ts → src/worker/env.ts',
        'algolia-only-in-search-service: src/react/quick-search.ts → node_modules/algoliasearch/',
        'commercetools-only-in-commerce-service: src/react/cart-sdk.ts → node_modules/@commercetools/platform-sdk/',
        'durable-objects-import-domain-and-services: src/durable-objects/cart-answer.ts → src/worker/routes/cart.ts',
        'indexer-imports-domain-and-services: src/indexer/index-products.ts → src/worker/routes/cart.ts',
        'worker-not-indexer: src/worker/routes/reindex.ts → src/indexer/index-products.ts',
        'domain-imports-only-domain: src/domain/cart/seed-prices.ts → kv-seed/prices.ts',
        'product-not-tooling: src/domain/cart/seed-prices.ts → kv-seed/prices.ts',
        'no-worker-folder-cycles: src/worker/routes → ',
        'no-worker-folder-cycles: src/worker/services/commerce → ',
        'no-module-cycles: src/worker/loaders/frame.ts → ',
      ];
      for (const violation of expected) expect(output).toContain(`error ${violation}`);
      // Nothing else: the allowed imports of the clean tree (valibot in domain, the SDKs in their adapters) stay allowed.
      expect(output).toContain(`x ${expected.length} dependency violations`);
    },
    CHECK_TIMEOUT_MS,
  );

  test(
    'the unused-code check names an unused file and an unused export',
    async () => {
      const dir = await fixture({
        'src/domain/cart/orphan.ts': 'export const orphan = 1;\n',
        'src/domain/cart/total.ts': `import * as v from 'valibot';

export const QuantitySchema = v.pipe(v.number(), v.integer(), v.minValue(1));

export function lineTotal(unitCents: number, quantity: number): number {
  return unitCents * v.parse(QuantitySchema, quantity);
}

export const unusedHelper = (cents: number): number => cents * 2;
`,
      });
      const { code, output } = await runScript(dir, 'unused');
      expect(code, output).not.toBe(0);
      expect(output).toMatch(/Unused files \(1\)\s+src\/domain\/cart\/orphan\.ts/);
      expect(output).toMatch(/Unused exports \(1\)\s+unusedHelper\s+src\/domain\/cart\/total\.ts/);
    },
    CHECK_TIMEOUT_MS,
  );

  test(
    'the unused-code check names product code that only its own unit test calls',
    async () => {
      const dir = await fixture({
        'src/domain/cart/volume-tier.ts': 'export const tierFor = (quantity: number): number => (quantity >= 10 ? 2 : 1);\n',
        'src/domain/cart/volume-tier.test.ts': `import { expect, test } from 'vitest';
import { tierFor } from './volume-tier.ts';

test('ten units reach the second tier', () => {
  expect(tierFor(10)).toBe(2);
});
`,
      });
      const { code, output } = await runScript(dir, 'unused');
      expect(code, output).not.toBe(0);
      expect(output).toMatch(/Unused files \(1\)\s+src\/domain\/cart\/volume-tier\.ts/);
    },
    CHECK_TIMEOUT_MS,
  );

  test(
    'the Env check passes on the committed types and fails once wrangler.toml gains a binding',
    async () => {
      // wrangler reads the main module to type the Durable Object namespaces it exports.
      const dir = await fixture({ 'wrangler.toml': null, 'src/worker/index.ts': 'export class CartSession {}\nexport default {};\n' });
      await copyFromRepo(dir, ['wrangler.toml', 'worker-configuration.d.ts', 'worker-secrets.env']);
      const current = await runScript(dir, 'types:check');
      expect(current, current.output).toMatchObject({ code: 0 });

      const config = await readFile(join(dir, 'wrangler.toml'), 'utf8');
      await writeFile(join(dir, 'wrangler.toml'), config.replace(/^\[vars\]$/m, '[vars]\nNEW_SETTING = "planted"'));
      const stale = await runScript(dir, 'types:check');
      expect(stale.code, stale.output).not.toBe(0);
      expect(stale.output).toContain('out of date');
    },
    CHECK_TIMEOUT_MS,
  );
});
