// Builds the browser bundle and stylesheet with content-hashed names into dist/client (served by the
// worker's assets binding with immutable caching) and writes dist/asset-manifest.json for the worker.
import { build } from 'esbuild';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { ASSET_CONTENT_SECURITY_POLICY, TRANSPORT_HEADERS } from '../src/domain/security/response-headers.ts';

const OUT = 'dist/client';
const ASSETS = `${OUT}/assets`;

await rm('dist', { recursive: true, force: true });
await mkdir(ASSETS, { recursive: true });
await cp('public', OUT, { recursive: true });

const result = await build({
  entryPoints: { client: 'src/react/client.tsx', styles: 'src/react/styles.css' },
  outdir: ASSETS,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  // The listing (InstantSearch) is imported dynamically and becomes its own chunk: only listing pages load it.
  splitting: true,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: false,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.entries(result.metafile.outputs);
const find = (entry: string) => {
  const hit = outputs.find(([, meta]) => meta.entryPoint === entry);
  if (!hit) throw new Error(`no output for ${entry}`);
  return `/assets/${basename(hit[0])}`;
};
const LISTING_ENTRY = 'src/react/search/listing-search.tsx';
const outputMeta = (file: string) => result.metafile.outputs[file];
/** A chunk and the chunks it imports statically, minus those the main script already loads. */
const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputMeta(file)?.imports ?? []) {
    if (imported.kind === 'import-statement') staticClosure(imported.path, seen);
  }
  return seen;
};
const mainFile = outputs.find(([, meta]) => meta.entryPoint === 'src/react/client.tsx')?.[0];
const listingFile = outputs.find(([, meta]) => meta.entryPoint === LISTING_ENTRY)?.[0];
if (!mainFile || !listingFile) throw new Error('main or listing chunk missing from the build');
const mainClosure = staticClosure(mainFile);
const listing = [...staticClosure(listingFile)].filter((file) => !mainClosure.has(file)).map((file) => `/assets/${basename(file)}`);
const manifest = { script: find('src/react/client.tsx'), style: find('src/react/styles.css'), listing };

// Static files skip the worker, so their security headers come from here. Hashed files never change,
// so browsers and the edge may keep them for a year.
await writeFile(`${OUT}/_headers`, [
  '/*',
  ...Object.entries({ ...TRANSPORT_HEADERS, 'Content-Security-Policy': ASSET_CONTENT_SECURITY_POLICY }).map(([name, value]) => `  ${name}: ${value}`),
  '/assets/*', '  Cache-Control: public, max-age=31536000, immutable',
  '/images/*', '  Cache-Control: public, max-age=86400',
  '',
].join('\n'));
await writeFile('dist/asset-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`client built: ${manifest.script}, ${manifest.style}`);
