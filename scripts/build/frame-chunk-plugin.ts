// esbuild puts code shared by several entry points (the main script and each dynamically imported chunk)
// into chunks by the exact set of entry points that reach each file. Every lazy chunk reaches a different
// part of the page frame (React, jotai, i18n, the market's routes…), so the frame the main script loads
// ended up cut into a dozen small files, each compressed on its own: about 2 kB of gzip lost on the
// product page. Making every lazy chunk import the frame's root module (the document) gives all frame
// files the same set, so they stay in one chunk. At run time that import costs nothing: the main script
// has loaded the frame before any lazy chunk is requested.
import type { Metafile, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';

/** Absolute paths of the modules the build imports dynamically (everything but the named entries). */
export function lazyModules(metafile: Metafile, namedEntries: readonly string[]): Set<string> {
  const named = new Set(namedEntries);
  return new Set(
    Object.values(metafile.outputs).flatMap((meta) => (meta.entryPoint && !named.has(meta.entryPoint) ? [resolve(meta.entryPoint)] : [])),
  );
}

export function frameChunkPlugin(lazy: ReadonlySet<string>, frameRoot: string): Plugin {
  const root = JSON.stringify(resolve(frameRoot));
  return {
    name: 'frame-chunk',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!lazy.has(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\nimport ${root};\n`, loader: extname(args.path) === '.tsx' ? 'tsx' : 'ts' };
      });
    },
  };
}
