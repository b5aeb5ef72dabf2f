// The HTML cache's hit path against a static file (issue 18's throughput targets), for comparing worker
// builds in the same minutes: `node bench/hit-path.ts [--before <bundled index.js>]` builds the production
// worker of this tree ("after"), and with --before alternates both, round after round, on one stack, each
// round a fresh worker of each build measured with benchThroughput (16 and 64 connections, every page
// asked first, so its hit is what is measured). Prints each round's SSR ÷ static ratios and their min–max.
// Ports: worker 8783, stand-ins 18785–18787.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnLocalStack } from '../scripts/local-stack/spawn-stack.ts';
import { localWorkerVars } from '../scripts/local-stack/worker-vars.ts';
import { seedLocalContent } from '../scripts/seed-content-kv.ts';
import { AUDITED_PAGES } from './audited-pages.ts';
import { buildProductionWorker } from './production-build.ts';
import { benchThroughput, type StaticCopies, writeStaticCopies } from './throughput.ts';
import { startWorker, type WorkerProcess } from './worker-process.ts';

const PORT = 8783;
const ROUNDS = 3;
const origin = `http://127.0.0.1:${PORT}`;
const { values } = parseArgs({ options: { before: { type: 'string' } } });

const persistTo = await mkdtemp(join(tmpdir(), 'storefront-hit-path-'));
const buildDir = await mkdtemp(join(tmpdir(), 'storefront-hit-path-build-'));
const [stack] = await Promise.all([
  spawnLocalStack({ commercePort: 18785, searchPort: 18786, servicesPort: 18787 }),
  seedLocalContent({ persistTo }),
]);
const vars = localWorkerVars(stack);
const builds: { name: string; script: string }[] = [{ name: 'after', script: (await buildProductionWorker(buildDir)).script }];
if (values.before) builds.unshift({ name: 'before', script: values.before });
const start = (script: string) => startWorker({ port: PORT, persistTo, script, vars });

let worker: WorkerProcess | null = null;
let copies: StaticCopies | null = null;
const ratios = new Map<string, number[]>();
try {
  const pages = AUDITED_PAGES.filter((page) => ['home', 'category', 'product'].includes(page.name));
  worker = await start(builds[0]?.script ?? '');
  copies = await writeStaticCopies(origin, pages, 'dist/client');
  await worker.stop();
  worker = null;
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of builds) {
      worker = await start(build.script);
      const result = await benchThroughput(origin, copies.copies, { concurrencies: [16, 64], repeatedAt: [], secondsPerCell: 3, rounds: 1 });
      await worker.stop();
      worker = null;
      for (const row of result.rows) {
        const key = `${build.name} ${row.page} @${row.connections}`;
        ratios.set(key, [...(ratios.get(key) ?? []), row.ratio]);
        console.log(
          `round ${round + 1} ${key}: ${row.ssrPerSecond} / ${row.staticPerSecond} req/s = ${row.ratio}${row.errors.length ? ' (errors)' : ''}`,
        );
      }
    }
  }
  for (const [key, values] of ratios) console.log(`${key}: ${Math.min(...values)}–${Math.max(...values)} (${values.join(', ')})`);
} finally {
  await worker?.stop();
  await copies?.remove();
  await stack.close();
  await rm(persistTo, { recursive: true, force: true });
  await rm(buildDir, { recursive: true, force: true });
}
