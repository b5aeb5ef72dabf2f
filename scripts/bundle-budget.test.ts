// The JavaScript budgets of the pages, checked on the build `npm test` makes first. Bytes, not timings:
// they do not depend on the machine. The figures and the budgets come from scripts/bundle-size.ts.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_JS_BUDGETS, PAGE_TYPES, PRODUCT_PAGE_JS_BUDGET, pageAssetBytes, type PageType } from './bundle-size.ts';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

describe('JavaScript budget', () => {
  it(`keeps the product page's start-up JavaScript within ${PRODUCT_PAGE_JS_BUDGET} bytes gzip`, async () => {
    // Without a build this rejects with "… is missing: run `npm run build` first" (never skipped).
    const { product } = await pageAssetBytes(DIST);
    expect(product.js, `product page loads ${product.js} bytes gzip before hydrating: ${product.scripts.join(', ')}`).toBeLessThanOrEqual(
      PRODUCT_PAGE_JS_BUDGET,
    );
  });

  const others = (Object.keys(PAGE_TYPES) as PageType[]).filter((type) => type !== 'product');
  it.each(others)('keeps the %s page within its start-up JavaScript budget', async (type) => {
    const figures = (await pageAssetBytes(DIST))[type];
    expect(figures.js, `${type} page loads ${figures.js} bytes gzip before hydrating: ${figures.scripts.join(', ')}`).toBeLessThanOrEqual(
      PAGE_JS_BUDGETS[type],
    );
  });
});

describe('messages', () => {
  it('bundles no language’s message file into any browser script: each page brings its own language’s messages', async () => {
    // The language switch is a page of the other language (its localized URL), which carries that
    // language's messages in its HTML: a shopper loads one language, never all 21.
    const metafile = JSON.parse(await readFile(`${DIST}/metafile.json`, 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    const withMessages = Object.entries(metafile.outputs)
      .filter(([, output]) => Object.keys(output.inputs).some((input) => input.includes('src/locales/')))
      .map(([file]) => file);
    expect(Object.keys(metafile.outputs).length).toBeGreaterThan(0);
    expect(withMessages).toEqual([]);
  });
});
