// `npm start`: the local stack (commerce, search and third-party stand-ins), the CONTENT KV seeded from
// kv-seed/content, and `wrangler dev` wired to them.
// Options: --port N (worker, default 8787), --commerce-port N, --search-port N, --services-port N,
// --max-seconds N (stop by itself, for test runs), --exit-with-stdin (stop when the parent closes our stdin),
// --warm-cache (the CACHE KV filled as after an index run: scripts/seed-cache-kv.ts; minutes, kv-seed/README.md).
// --seed-dir DIR (seed commerce and search from DIR, e.g. `npm run seed:generate -- --scale 10 --out DIR`;
// default: the full demo catalogue, kv-seed/README.md).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalStack } from './local-stack/start.ts';
import { seedLocalCache } from './seed-cache-kv.ts';
import { seedLocalContent } from './seed-content-kv.ts';
import { localWorkerVars } from './local-stack/worker-vars.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'commerce-port': { type: 'string', default: '8181' },
    'search-port': { type: 'string', default: '8182' },
    'services-port': { type: 'string', default: '8183' },
    'max-seconds': { type: 'string' },
    'exit-with-stdin': { type: 'boolean', default: false },
    'warm-cache': { type: 'boolean', default: false },
    'seed-dir': { type: 'string' },
  },
});

// Local KV and Durable Object state live only as long as this run: the commerce stand-in is in memory and
// gives categories, products and carts new ids on every start, so a category tree or cart cached by an
// earlier run would point at ids that no longer exist (pages without breadcrumbs, carts not found).
const persistTo = await mkdtemp(join(tmpdir(), 'storefront-state-'));

// Independent of each other, so side by side: seeding the local KV takes a few seconds of wrangler.
const [stack, content] = await Promise.all([
  startLocalStack({
    commercePort: Number(values['commerce-port']),
    searchPort: Number(values['search-port']),
    servicesPort: Number(values['services-port']),
    seedDir: values['seed-dir'] === undefined ? undefined : resolve(values['seed-dir']),
    // The Adyen stand-in delivers its webhooks to this worker, as Adyen would to the shop.
    adyenNotifyUrl: `http://127.0.0.1:${values.port}/api/payments/adyen/notifications`,
    log: (line) => console.log(line),
  }),
  seedLocalContent({ persistTo }),
]);
console.log(`CONTENT KV: ${content.entries} entries seeded (${content.removed} stale removed) in ${content.ms} ms`);
if (values['warm-cache']) {
  // The indexer's product cache, as a production index run leaves it: a product nobody viewed yet reads KV only.
  const warmed = await seedLocalCache({ persistTo, commerceUrl: stack.commerceUrl });
  console.log(`CACHE KV: ${warmed.entries} product, stock and review entries written in ${warmed.ms} ms`);
}

const vars = localWorkerVars(stack);
const wrangler = spawn(
  'wrangler',
  [
    'dev',
    '--port',
    values.port,
    '--ip',
    '127.0.0.1',
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
    '--persist-to',
    persistTo,
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ],
  { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    wrangler.kill('SIGTERM');
    await stack.close();
    await rm(persistTo, { recursive: true, force: true });
  }
  process.exit(code);
}

wrangler.on('exit', (code) => void stop(code ?? 1));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
if (values['exit-with-stdin']) {
  process.stdin.resume();
  process.stdin.on('close', () => void stop(0));
}
if (values['max-seconds']) setTimeout(() => void stop(0), Number(values['max-seconds']) * 1000).unref();

console.log(`shop at http://localhost:${values.port} (markets: http://{country}.localhost:${values.port}, e.g. http://de.localhost:${values.port})`);
