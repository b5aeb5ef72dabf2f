import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, type PageKind } from '../../src/react/pages/page-table.ts';
import { assetManifest } from './asset-manifest.ts';

type Output = Metafile['outputs'][string];
const output = (imports: { path: string; kind: 'import-statement' | 'dynamic-import' }[], entryPoint?: string): Output => ({
  bytes: 1,
  inputs: {},
  imports,
  exports: [],
  ...(entryPoint ? { entryPoint } : {}),
});
const out = (name: string) => `dist/client/assets/${name}.js`;
const statically = (name: string) => ({ path: out(name), kind: 'import-statement' as const });

// The main script imports the frame; the product page's chunk imports the frame and a shared chunk; the
// live cart imports the shared chunk and its own client; every other page chunk stands alone.
const metafile: Metafile = {
  inputs: {},
  outputs: {
    [out('client')]: output(
      [statically('frame'), ...PAGE_KINDS.map((kind) => ({ path: out(`${kind}-page`), kind: 'dynamic-import' as const }))],
      'src/react/client.tsx',
    ),
    [out('frame')]: output([]),
    [out('shared')]: output([statically('frame')]),
    [out('cart-client')]: output([statically('shared')]),
    [out('cart-live')]: output([statically('shared'), statically('cart-client')], 'src/react/cart/cart-live.tsx'),
    'dist/client/assets/styles.css': output([], 'src/react/styles.css'),
    ...Object.fromEntries(
      PAGE_KINDS.map((kind) => [
        out(`${kind}-page`),
        output(kind === 'product' ? [statically('frame'), statically('shared')] : [], `src/react/pages/${kind}-page.tsx`),
      ]),
    ),
  },
};
const entries = {
  script: 'src/react/client.tsx',
  style: 'src/react/styles.css',
  pageChunk: (kind: PageKind) => `src/react/pages/${kind}-page.tsx`,
  afterHydration: ['src/react/cart/cart-live.tsx'],
};

describe('assetManifest', () => {
  const manifest = assetManifest(metafile, entries);

  it('names the main script, its static imports and the stylesheet by their public paths', () => {
    expect(manifest.script).toBe('/assets/client.js');
    expect(manifest.scriptImports).toEqual(['/assets/frame.js']);
    expect(manifest.style).toBe('/assets/styles.css');
  });

  it('lists for each kind of page the files its chunk adds to the main script’s', () => {
    expect(manifest.pageChunks.product).toEqual(['/assets/product-page.js', '/assets/shared.js']);
    expect(manifest.pageChunks.home).toEqual(['/assets/home-page.js']);
    expect(Object.keys(manifest.pageChunks)).toEqual([...PAGE_KINDS]);
  });

  it('lists what is imported right after hydration, with its static imports', () => {
    expect(manifest.afterHydration).toEqual(['/assets/cart-live.js', '/assets/shared.js', '/assets/cart-client.js']);
  });

  it('fails when an entry has no output', () => {
    expect(() => assetManifest(metafile, { ...entries, afterHydration: ['src/react/gone.tsx'] })).toThrow(/no output for src\/react\/gone\.tsx/);
  });
});
