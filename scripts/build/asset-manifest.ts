// dist/asset-manifest.json: the content-hashed client files, as the worker links them and the bundle-size
// figures count them. Worked out from esbuild's metafile: what the main script imports statically, and
// for each kind of page's chunk (and the chunks loaded right after hydration) the files it adds to that.
import type { Metafile } from 'esbuild';
import { basename } from 'node:path';
import * as v from 'valibot';
import { PAGE_KINDS, type PageKind } from '../../src/react/pages/page-table.ts';

export const AssetManifestSchema = v.object({
  script: v.string(),
  style: v.string(),
  /** Chunks the main script imports statically: loaded with it on every page. */
  scriptImports: v.array(v.string()),
  /** Per kind of page, its chunk: its files beyond the main script's, awaited before hydration. */
  pageChunks: v.record(v.picklist(PAGE_KINDS), v.array(v.string())),
  /** Files every page imports right after hydration (not on intent), beyond the main script's. */
  afterHydration: v.array(v.string()),
});
export type AssetManifest = v.InferOutput<typeof AssetManifestSchema>;

export interface ManifestEntries {
  /** Source paths as esbuild reports them (relative to the working directory). */
  script: string;
  style: string;
  /** The module of a kind of page (src/react/pages/page-table.ts), whose chunk the page loads. */
  pageChunk: (kind: PageKind) => string;
  afterHydration: readonly string[];
}

/** The output file of an entry module (a named entry point or a dynamically imported module). */
function outputOf(metafile: Metafile, entry: string): string {
  const hit = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === entry);
  if (!hit) throw new Error(`the build has no output for ${entry}`);
  return hit[0];
}

/** A file and the files it imports statically: what the browser loads before running it. */
function staticClosure(metafile: Metafile, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of metafile.outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement') staticClosure(metafile, imported.path, seen);
  }
  return seen;
}

/** Output paths are under the assets directory, which the worker serves as /assets/. */
const publicPath = (file: string) => `/assets/${basename(file)}`;

export function assetManifest(metafile: Metafile, entries: ManifestEntries): AssetManifest {
  const main = outputOf(metafile, entries.script);
  const mainClosure = staticClosure(metafile, main);
  const beyondMain = (entry: string) =>
    [...staticClosure(metafile, outputOf(metafile, entry))].filter((file) => !mainClosure.has(file)).map(publicPath);
  return {
    script: publicPath(main),
    style: publicPath(outputOf(metafile, entries.style)),
    scriptImports: [...mainClosure].filter((file) => file !== main).map(publicPath),
    pageChunks: Object.fromEntries(PAGE_KINDS.map((kind) => [kind, beyondMain(entries.pageChunk(kind))])),
    afterHydration: [...new Set(entries.afterHydration.flatMap(beyondMain))],
  };
}
