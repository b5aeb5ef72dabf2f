// Two modules InstantSearch brings into every listing's start-up script that the listing never runs:
// - its Insights middleware (with its user-token and session helpers, ~6 kB before compression): the
//   listing passes `insights={false}` (listing-search.tsx), and InstantSearch adds the middleware only when
//   `insights` is true or left unset. Its stand-in throws, loudly, should that ever change.
// - the `use-sync-external-store` shim React InstantSearch imports for React 17: on React 18 and later the
//   shim only hands out React's own `useSyncExternalStore`, which the stand-in does directly.
import type { Plugin } from 'esbuild';

const INSIGHTS_STAND_IN = `export function createInsightsMiddleware() {
  throw new Error('the Insights middleware is left out of the browser bundle (scripts/build/lean-instantsearch-plugin.ts): keep insights={false} on <InstantSearch>');
}
`;
const SHIM_STAND_IN = `export { useSyncExternalStore } from 'react';
`;

export function leanInstantSearchPlugin(): Plugin {
  return {
    name: 'lean-instantsearch',
    setup(build) {
      build.onResolve({ filter: /\/createInsightsMiddleware\.js$/ }, (args) =>
        args.importer.includes('/instantsearch.js/es/lib/') ? { path: 'insights-middleware', namespace: 'lean-instantsearch' } : undefined,
      );
      build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, (args) =>
        args.importer.includes('/react-instantsearch-core/') ? { path: 'use-sync-external-store', namespace: 'lean-instantsearch' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'lean-instantsearch' }, (args) => ({
        contents: args.path === 'insights-middleware' ? INSIGHTS_STAND_IN : SHIM_STAND_IN,
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
}
