// esbuild puts code shared by several entry points (the main script and each dynamically imported chunk)
// into chunks by the exact set of entry points that reach each file. Every lazy chunk reaches a different
// part of the page frame (React, jotai, i18n, the market's routes…), so the frame the main script loads
// ended up cut into a dozen small files, each compressed on its own: about 2 kB of gzip lost on the
// product page. Making every lazy chunk import the frame's root module gives all frame files the same
// set, so they stay in one chunk. At run time that import costs nothing: the main script has loaded the
// frame before any lazy chunk is requested.
// The same holds for a few modules most pages load at start although the frame does not use them (prices,
// product cards, the breadcrumb): as files of their own, each page paid a file's compression overhead for
// each of them. `shared` modules are imported by the frame's root at build time, so they join its chunk.
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

const importLine = (path: string) => `\nimport ${JSON.stringify(resolve(path))};`;
const loader = (path: string) => (extname(path) === '.tsx' ? 'tsx' : 'ts');

export function frameChunkPlugin(lazy: ReadonlySet<string>, frameRoot: string, shared: readonly string[] = []): Plugin {
  const root = resolve(frameRoot);
  return {
    name: 'frame-chunk',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const added = args.path === root ? shared.map(importLine) : lazy.has(args.path) ? [importLine(root)] : [];
        if (added.length === 0) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\n${added.join('')}\n`, loader: loader(args.path) };
      });
    },
  };
}
