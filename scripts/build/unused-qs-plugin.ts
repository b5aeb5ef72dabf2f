// InstantSearch's history router imports `qs` (with its dependencies, ~45 kB before compression) only
// for its default `parseURL` and `createURL`, which hand it to them as `qsModule`. The listing's routing
// (src/react/search/routing.ts) passes its own pair, built on URLSearchParams and the listing state, so
// the browser never calls `qs`: its bundle gets a stand-in that says so loudly should that ever change.
import type { Plugin } from 'esbuild';

const STAND_IN = `const unused = () => {
  throw new Error('qs is left out of the browser bundle (scripts/build/unused-qs-plugin.ts): pass parseURL and createURL to the history router');
};
export default { parse: unused, stringify: unused };
`;

export function unusedQsPlugin(): Plugin {
  return {
    name: 'unused-qs',
    setup(build) {
      build.onResolve({ filter: /^qs$/ }, (args) =>
        args.importer.includes('/instantsearch.js/') ? { path: 'qs', namespace: 'unused-qs' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'unused-qs' }, () => ({ contents: STAND_IN, loader: 'js' }));
    },
  };
}
