// Builds the browser bundle and stylesheet with content-hashed names into dist/client (served by the
// worker's assets binding with immutable caching) and writes dist/asset-manifest.json for the worker.
import { build } from 'esbuild';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { PAGE_CHUNKS } from '../src/react/pages/page-chunk-names.ts';

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
  // Each page kind's module (src/react/pages/page-chunks.ts) and the UI opened on the shopper's intent
  // (cart sidebar, quick search) are imported dynamically and become chunks of their own.
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
  return hit[0];
};
const publicPath = (file: string) => `/assets/${basename(file)}`;
/** A chunk and the chunks it imports statically: what the browser loads before running it. */
const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of result.metafile.outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement') staticClosure(imported.path, seen);
  }
  return seen;
};
const mainFile = find('src/react/client.tsx');
const mainClosure = staticClosure(mainFile);
// Each page's chunk (imported dynamically, awaited before hydration) with its own static imports, minus
// what the main script already loads: the files a page of that kind preloads and loads at start.
const pageChunks = Object.fromEntries(PAGE_CHUNKS.map((name) => [
  name,
  [...staticClosure(find(`src/react/pages/${name}.tsx`))].filter((file) => !mainClosure.has(file)).map(publicPath),
]));
const manifest = {
  script: publicPath(mainFile),
  style: publicPath(find('src/react/styles.css')),
  /** The chunks the main script imports statically (loaded with it on every page). */
  scriptImports: [...mainClosure].filter((file) => file !== mainFile).map(publicPath),
  pageChunks,
};

// Hashed files never change, so browsers and the edge may keep them for a year.
await writeFile(`${OUT}/_headers`, [
  '/assets/*', '  Cache-Control: public, max-age=31536000, immutable',
  '/images/*', '  Cache-Control: public, max-age=86400',
  '',
].join('\n'));
await writeFile('dist/asset-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
// What went into which file, for `esbuild --analyze`-style inspection (esbuild.github.io/analyze).
await writeFile('dist/metafile.json', JSON.stringify(result.metafile));
console.log(`client built: ${manifest.script}, ${manifest.style}`);
