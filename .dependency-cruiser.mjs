// Import boundaries: the layer table "Layers and who may import whom" of ../shared/design.md as rules.
// `npm run boundaries` checks src/ and everything that imports it; scripts/house-rules.test.ts shows each
// rule failing on a planted violation. Type-only imports count like any other import: a React file that
// imports a worker type still couples the browser bundle's source to the worker.

// Unit tests sit beside their code (`*.test.ts`) and may import anything, as tests/ may.
const TEST_FILE = '\\.(test|spec)\\.tsx?$';

// npm packages the pure domain may use: valibot (schemas) and nothing that does I/O, renders or talks to a
// vendor. Add a package here only if it is pure computation.
const DOMAIN_PACKAGES = ['valibot'];

// The commercetools SDKs (and the emulator) belong to the commerce adapter; the search SDKs to the search
// adapter and the browser's search client setup. The indexer reaches both through those adapters.
const COMMERCETOOLS = '^node_modules/@commercetools/|^node_modules/@labdigital/commercetools-mock/';
const ALGOLIA = '^node_modules/(algoliasearch|@algolia/[^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      comment:
        'src/domain holds pure rules: it imports nothing of ours outside src/domain, no Node or Workers built-in ' +
        `(no I/O), no React and no SDK; npm packages only from DOMAIN_PACKAGES (${DOMAIN_PACKAGES.join(', ')}).`,
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TEST_FILE },
      to: {
        pathNot: ['^src/domain/', ...DOMAIN_PACKAGES.map((name) => `^node_modules/${name}/`)],
      },
    },
    {
      name: 'react-not-worker-side',
      comment:
        'src/react runs in the browser too: it never imports src/worker, src/durable-objects or src/indexer ' +
        '(type-only imports included); shared shapes live in src/domain.',
      severity: 'error',
      from: { path: '^src/react/' },
      to: { path: '^src/(worker|durable-objects|indexer)/' },
    },
    {
      name: 'commercetools-only-in-commerce-service',
      comment:
        'Only src/worker/services/commerce/ imports @commercetools/*: it maps vendor types to our own app types ' +
        '(scripts/ and kv-seed/ emulate and seed the vendor and are not product code). The indexer reads the ' +
        'catalogue through it (services/commerce/search-records).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/worker/services/commerce/' },
      to: { path: COMMERCETOOLS },
    },
    {
      name: 'algolia-only-in-search-service',
      comment:
        "Only src/worker/services/search/, the browser's search client setup (src/react/search/search-client.ts) " +
        'import algoliasearch or @algolia/*; the indexer writes the search indexes through services/search.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/worker/services/search/', '^src/react/search/search-client\\.ts$'] },
      to: { path: ALGOLIA },
    },
    {
      name: 'indexer-imports-domain-and-services',
      comment:
        "src/indexer may import src/domain and the worker's service adapters (and the bindings type " +
        'src/worker/env.ts), not routes, render or middleware, nor React.',
      severity: 'error',
      from: { path: '^src/indexer/', pathNot: TEST_FILE },
      to: { path: '^src/', pathNot: ['^src/(domain|indexer|worker/services)/', '^src/worker/env\\.ts$'] },
    },
    {
      name: 'durable-objects-import-domain-and-services',
      comment:
        "src/durable-objects may import src/domain and the worker's service adapters (and the bindings type " +
        'src/worker/env.ts), not routes, render or middleware, nor React.',
      severity: 'error',
      from: { path: '^src/durable-objects/', pathNot: TEST_FILE },
      to: { path: '^src/', pathNot: ['^src/(domain|durable-objects|worker/services)/', '^src/worker/env\\.ts$'] },
    },
    {
      name: 'worker-not-indexer',
      comment: 'src/worker may import domain, react (to render) and durable-objects (types, stubs); never the indexer.',
      severity: 'error',
      from: { path: '^src/worker/' },
      to: { path: '^src/indexer/' },
    },
    {
      name: 'product-not-tooling',
      comment: 'Product code (src/) never imports tests, scripts, bench or the seed generator.',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: '^(tests|scripts|bench|kv-seed)/' },
    },
    {
      name: 'no-module-cycles',
      comment: 'No import cycle between modules anywhere (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-worker-folder-cycles',
      comment:
        'No cycle between the folders of src/worker (e.g. services/commerce ⇄ routes): a folder depends on ' +
        'another or the other way round. The root files (app.ts, env.ts, index.ts) are the composition root and ' +
        'the bindings type, which every folder may use, so the folder src/worker itself is left out.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/worker/.+' },
      to: { path: '^src/worker/.+', circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'An import that resolves to nothing is a typo or a missing dependency; the files the build writes (dist/) do not exist before it runs.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^cloudflare:', '/dist/asset-manifest\\.json$', '/dist/error-script\\.json$'] },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript compiler API; swc parses .ts/.tsx itself, type-only imports included
    // (so tsPreCompilationDeps, which needs tsc, is not set: it would only warn).
    parser: 'swc',
    doNotFollow: { path: '^node_modules/' },
    // Paths as imported, not as linked: scripts/house-rules.test.ts links its fixtures' node_modules here.
    preserveSymlinks: true,
    // Build output, wrangler's state and test reports: nothing of ours to check.
    exclude: { path: '^(dist|\\.wrangler|test-results|playwright-report)/' },
    // workerd's built-in modules (cloudflare:workers, cloudflare:test) are not files.
    builtInModules: { add: ['cloudflare:workers', 'cloudflare:test', 'cloudflare:sockets'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'module', 'worker', 'workerd', 'browser', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
