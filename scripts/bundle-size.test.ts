import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_KINDS } from '../src/react/pages/page-table.ts';
import type { AssetManifest } from './build/asset-manifest.ts';
import { afterHydrationScripts, GZIP_LEVEL, pageAssetBytes, readManifest, startupScripts } from './bundle-size.ts';

const pageChunks = Object.fromEntries(PAGE_KINDS.map((kind) => [kind, [`/assets/${kind}-page.js`]]));
const manifest: AssetManifest = {
  script: '/assets/client.js',
  style: '/assets/styles.css',
  scriptImports: ['/assets/frame.js'],
  pageChunks: {
    ...pageChunks,
    product: ['/assets/product-page.js', '/assets/price.js'],
    category: ['/assets/category-page.js', '/assets/listing.js', '/assets/price.js'],
    search: ['/assets/search-page.js', '/assets/listing.js', '/assets/price.js'],
  },
  afterHydration: ['/assets/cart-live.js', '/assets/price.js'],
};

describe('startupScripts', () => {
  it('is the main script, its static imports and the page kind’s chunk, each once', () => {
    expect(startupScripts(manifest, 'product')).toEqual(['/assets/client.js', '/assets/frame.js', '/assets/product-page.js', '/assets/price.js']);
    expect(startupScripts(manifest, 'search')).toContain('/assets/listing.js');
  });

  it('tells the cart page from the other fixed routes', () => {
    expect(startupScripts(manifest, 'cart')).toContain('/assets/cart-page.js');
    expect(startupScripts(manifest, 'route')).toContain('/assets/route-page.js');
  });
});

describe('afterHydrationScripts', () => {
  it('leaves out what the page has loaded already', () => {
    expect(afterHydrationScripts(manifest, 'product')).toEqual(['/assets/cart-live.js']);
    expect(afterHydrationScripts(manifest, 'home')).toEqual(['/assets/cart-live.js', '/assets/price.js']);
  });
});

describe('pageAssetBytes', () => {
  let dist: string;
  const files: Record<string, string> = {};
  const gzip = (path: string) => gzipSync(Buffer.from(files[path] ?? ''), { level: GZIP_LEVEL }).byteLength;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'bundle-size-'));
    await mkdir(join(dist, 'client', 'assets'), { recursive: true });
    const paths = new Set([
      manifest.script,
      manifest.style,
      ...manifest.scriptImports,
      ...Object.values(manifest.pageChunks).flat(),
      ...manifest.afterHydration,
    ]);
    for (const path of paths) {
      // Different lengths and contents, so a file counted twice or left out changes the sum.
      files[path] = `${path} `.repeat(path.length * 3);
      await writeFile(join(dist, 'client', path), files[path]);
    }
    await writeFile(join(dist, 'asset-manifest.json'), JSON.stringify(manifest));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('sums the gzip bytes of each page type’s start-up scripts, and of its stylesheet', async () => {
    const figures = await pageAssetBytes(dist);
    expect(Object.keys(figures)).toEqual(['home', 'category', 'search', 'product', 'cart', 'content']);
    const product = startupScripts(manifest, 'product');
    expect(figures.product.scripts).toEqual(product);
    expect(figures.product.js).toBe(product.reduce((sum, path) => sum + gzip(path), 0));
    expect(figures.product.jsAfterHydration).toBe(gzip('/assets/cart-live.js'));
    expect(figures.product.css).toBe(gzip('/assets/styles.css'));
    expect(figures.category.js).toBe(startupScripts(manifest, 'category').reduce((sum, path) => sum + gzip(path), 0));
  });

  it('asks for a build when there is none', async () => {
    await expect(pageAssetBytes(join(dist, 'nowhere'))).rejects.toThrow(/asset-manifest\.json is missing: run `npm run build`/);
  });

  it('asks for a build when the manifest is not the one it knows', async () => {
    const stale = join(dist, 'stale');
    await mkdir(stale);
    await writeFile(join(stale, 'asset-manifest.json'), JSON.stringify({ script: '/assets/client.js', style: '/assets/styles.css', listing: [] }));
    await expect(readManifest(stale)).rejects.toThrow(/run `npm run build`/);
  });
});
