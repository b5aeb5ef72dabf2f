// React InstantSearch's package exposes its hooks and components through one index module only. esbuild
// assigns a file to every script that reaches it by an import, used or not, so through that index the
// listing's start-up script reached every hook file, and the hooks only the late-hydrated filters and
// toolbar use (with their connectors, ~25 kB before compression) were loaded at start as well. So each of
// our modules gets an index of its own, re-exporting just the names it imports, straight from their files.
import type { Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PACKAGE = 'react-instantsearch-core';

/** Each name the package's index exports, with the absolute path of the file it comes from. */
function exportedFiles(): Map<string, string> {
  const index = createRequire(import.meta.url)
    .resolve(PACKAGE)
    .replace(/\/cjs\/index\.js$/, '/es/index.js');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(/^export \{ ([^}]+) \} from '(\.\/[^']+)';$/gm)) {
    for (const name of (names ?? '').split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported && file) files.set(exported, join(dirname(index), file));
    }
  }
  if (files.size === 0) throw new Error(`${index}: no exports found; scripts/build/direct-hooks-plugin.ts reads its \`export { … } from\` lines`);
  return files;
}

/** The value names a module imports from the package (`import { a, type B, c as d } from '…'`). */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-instantsearch-core'/g)) {
    for (const item of (list ?? '').split(',')) {
      const [name] = item.trim().split(/\s+as\s+/);
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

export function directHooksPlugin(): Plugin {
  const files = exportedFiles();
  return {
    name: 'direct-hooks',
    setup(build) {
      build.onResolve({ filter: /^react-instantsearch-core$/ }, (args) =>
        args.importer.includes('/node_modules/') ? undefined : { path: args.importer, namespace: 'direct-hooks' },
      );
      build.onLoad({ filter: /.*/, namespace: 'direct-hooks' }, (args) => {
        const lines = importedNames(readFileSync(args.path, 'utf8')).map((name) => {
          const file = files.get(name);
          if (!file) throw new Error(`${args.path} imports ${name}, which ${PACKAGE} does not export`);
          return `export { ${name} } from ${JSON.stringify(file)};`;
        });
        return { contents: lines.join('\n'), loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}
