// Builds the browser bundle and stylesheet with content-hashed names into dist/client (served by the
// worker's assets binding with immutable caching) and writes dist/asset-manifest.json for the worker and
// the bundle-size figures (scripts/bundle-size.ts), and dist/metafile.json for bundle analysis
// (esbuild's analyzeMetafile, or esbuild.github.io/analyze).
import { build, type BuildOptions } from 'esbuild';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { staticHeadersFile } from '../src/domain/security/response-headers.ts';
import { assetManifest } from './build/asset-manifest.ts';
import { frameChunkPlugin, lazyModules } from './build/frame-chunk-plugin.ts';
import { renameLocals } from './build/rename-locals.ts';
import { addCompileHints } from './build/compile-hints.ts';
import { directHooksPlugin } from './build/direct-hooks-plugin.ts';
import { leanInstantSearchPlugin } from './build/lean-instantsearch-plugin.ts';
import { buildErrorScript } from './build/inline-error-script.ts';
import { unusedQsPlugin } from './build/unused-qs-plugin.ts';
import { hydratesOnIdle, pageModuleFile } from '../src/react/pages/page-table.ts';

const OUT = 'dist/client';
const ASSETS = `${OUT}/assets`;
const SCRIPT = 'src/react/client.tsx';
const STYLE = 'src/react/styles.css';
/** The root of what the main script renders (see frame-chunk-plugin.ts). */
const FRAME_ROOT = 'src/react/hydrate.tsx';
/**
 * Loaded at start by most pages (home, listings, product, cart) though not by the frame itself: kept in the
 * frame's chunk rather than in files of their own (see frame-chunk-plugin.ts). Measured: product page
 * -765 B gzip, home, category and search -540 to -820 B; content +980 B and cart +550 B, both still far
 * below what they loaded before React DOM joined the frame.
 */
const FRAME_SHARED = ['src/react/components/price.tsx', 'src/domain/money/format-money.ts', 'src/react/components/product-card.tsx'];
/** Imported by <CartLiveSlot> right after hydration on every page. */
const AFTER_HYDRATION = ['src/react/cart/cart-live.tsx'];

await rm('dist', { recursive: true, force: true });
await mkdir(ASSETS, { recursive: true });
await cp('public', OUT, { recursive: true });

const options = {
  entryPoints: { client: SCRIPT, styles: STYLE },
  outdir: ASSETS,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  // Each page kind's module (src/react/pages/page-table.ts), the UI opened on the shopper's intent (cart
  // sidebar, quick search) and the live cart are imported dynamically and become chunks of their own.
  splitting: true,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: false,
  // Licence texts go to a .LEGAL.txt file beside each script, linked from it, instead of into every copy
  // the browser downloads.
  legalComments: 'linked',
  // Images the stylesheet names by their public path (`url(/images/…)`, copied from public/ above) stay
  // separate files, fetched only where a rule applies.
  external: ['/images/*'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
} satisfies BuildOptions;

// A first pass, not written, finds the dynamically imported modules; the second keeps the frame together.
const probe = await build({ ...options, plugins: [unusedQsPlugin(), leanInstantSearchPlugin(), directHooksPlugin()], write: false });
const result = await build({
  ...options,
  plugins: [
    unusedQsPlugin(),
    leanInstantSearchPlugin(),
    directHooksPlugin(),
    frameChunkPlugin(lazyModules(probe.metafile, [SCRIPT, STYLE]), FRAME_ROOT, FRAME_SHARED),
  ],
});

await renameLocals(Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js')));

const manifest = assetManifest(result.metafile, {
  script: SCRIPT,
  style: STYLE,
  // A page that hydrates on idle awaits only the module that makes its content an island before it
  // hydrates; its own chunk follows after idle (src/react/pages/idle-page.tsx).
  pageChunk: (kind) => `src/react/pages/${hydratesOnIdle(kind) ? 'idle-page.tsx' : pageModuleFile(kind)}`,
  afterHydration: AFTER_HYDRATION,
});

// What every page runs at start, and the live cart right after hydration, compiled off the main thread.
const startupFiles = [manifest.script, ...manifest.scriptImports, ...Object.values(manifest.pageChunks).flat(), ...manifest.afterHydration];
await addCompileHints(startupFiles.map((path) => `${OUT}${path}`));

// Static files skip the worker, so their security and cache headers come from here.
await writeFile(`${OUT}/_headers`, staticHeadersFile());
await writeFile('dist/asset-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
await writeFile('dist/metafile.json', JSON.stringify(result.metafile));
// Chunk reloads and error reports are inlined into every page rather than loaded as a file (build/inline-error-script.ts).
const errorScript = await buildErrorScript(options.target);
console.log(`client built: ${manifest.script}, ${manifest.style}, inline error script ${errorScript.length} characters`);
