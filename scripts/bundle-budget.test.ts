// The JavaScript budget of the product page, checked on the build `npm test` makes first. Bytes, not
// timings: they do not depend on the machine. The figures and the budget come from
// scripts/bundle-size.ts.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_JS_BUDGET, pageAssetBytes } from './bundle-size.ts';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

describe('JavaScript budget', () => {
  it(`keeps the product page's start-up JavaScript within ${PRODUCT_PAGE_JS_BUDGET} bytes gzip`, async () => {
    // Without a build this rejects with "… is missing: run `npm run build` first" (never skipped).
    const { product } = await pageAssetBytes(DIST);
    expect(product.js, `product page loads ${product.js} bytes gzip before hydrating: ${product.scripts.join(', ')}`).toBeLessThanOrEqual(
      PRODUCT_PAGE_JS_BUDGET,
    );
  });
});
