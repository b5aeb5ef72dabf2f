// Category SSR on cache misses: requests per second of a category page whose every request is new to the
// HTML cache, so each one is rendered. Two kinds of miss: `html`, a query parameter the listing ignores
// (the search cache answers, so this is the worker's own rendering), and `search`, a price ceiling never
// asked before (the search service is asked as well, and the stand-in's search shares the machine).
// Besides requests per second, each cell reports the CPU milliseconds workerd spent per answered request
// (from /proc, Linux only): on a machine shared with other work the rate follows the neighbours' load,
// the CPU a request costs much less so. Production bundles (production-build.ts) given as arguments are served one after
// the other in each round on the same port, so a slow minute of the machine touches each of them alike:
//   node bench/listing-miss.ts [--port 8810] [--stack-port 18810] [--rounds 3] [--seconds 5] [bundle.js…]
// Without a bundle, the working tree's production build is made and measured.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawnLocalStack } from '../scripts/local-stack/spawn-stack.ts';
import { localWorkerVars } from '../scripts/local-stack/worker-vars.ts';
import { seedLocalContent } from '../scripts/seed-content-kv.ts';
import { buildProductionWorker } from './production-build.ts';
import { spread } from './spread.ts';
import { startWorker } from './worker-process.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '8810' },
    'stack-port': { type: 'string', default: '18810' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    path: { type: 'string', default: '/c/gastronomia' },
  },
});
const port = Number(values.port);
const stackPort = Number(values['stack-port']);
const origin = `http://127.0.0.1:${port}`;

const MISSES = {
  html: (n: number) => `${values.path}?view=${n}`,
  search: (n: number) => `${values.path}?price=0:${9_000_000 + n}`,
} as const;
type Miss = keyof typeof MISSES;

let unique = 0;
const missPath = (miss: Miss) => MISSES[miss](unique++);

/** Clock ticks of CPU (user + system) of every workerd process started under this one. */
async function workerdTicks(): Promise<number> {
  const stats = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null); // gone meanwhile
    // pid (comm) state ppid … utime stime: fields after the closing parenthesis, utime is the 12th.
    const match = stat === null ? null : /^(\d+) \((.*)\) (.*)$/s.exec(stat);
    if (!match?.[3]) continue;
    const fields = match[3].split(' ');
    stats.push({ pid: Number(match[1]), comm: match[2], ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  const ours = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats) {
      if (!ours.has(stat.pid) && ours.has(stat.ppid)) {
        ours.add(stat.pid);
        grew = true;
      }
    }
  }
  return stats.filter((stat) => ours.has(stat.pid) && stat.comm === 'workerd').reduce((sum, stat) => sum + stat.ticks, 0);
}
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICK_MS = 10;

async function rate(connections: number, miss: Miss): Promise<{ perSecond: number; cpuMs: number; errors: number }> {
  const ticks = await workerdTicks();
  const result = await autocannon({
    url: origin + values.path,
    connections,
    duration: Number(values.seconds),
    requests: [{ setupRequest: (request) => ({ ...request, path: missPath(miss) }) }],
  });
  // Requests autocannon gave up on at the end still run in the worker: one more, alone, waits behind them.
  await fetch(origin + missPath(miss)).then((response) => response.text());
  const cpuMs = (((await workerdTicks()) - ticks) * TICK_MS) / (result['2xx'] + 1);
  return {
    perSecond: Math.round((result['2xx'] / result.duration) * 10) / 10,
    cpuMs: Math.round(cpuMs * 10) / 10,
    errors: result.errors + result.non2xx,
  };
}

const persistTo = await mkdtemp(join(tmpdir(), 'listing-miss-'));
const built = await mkdtemp(join(tmpdir(), 'listing-miss-build-'));
const [stack] = await Promise.all([
  spawnLocalStack({ commercePort: stackPort, searchPort: stackPort + 1, servicesPort: stackPort + 2 }),
  seedLocalContent({ persistTo }),
]);
try {
  const scripts = positionals.length > 0 ? positionals : [(await buildProductionWorker(built)).script];
  const cells = new Map<string, { perSecond: number; cpuMs: number }[]>();
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const script of scripts) {
      const worker = await startWorker({ port, persistTo, script, vars: localWorkerVars(stack) });
      try {
        // Warm: the search cache holds the category's own results, the isolate has loaded every part.
        for (let i = 0; i < 5; i++) await fetch(origin + missPath('html')).then((response) => response.text());
        for (const miss of Object.keys(MISSES) as Miss[]) {
          for (const connections of [1, 16]) {
            const { perSecond, cpuMs, errors } = await rate(connections, miss);
            if (errors > 0) console.error(`${script} ${miss} miss at ${connections}: ${errors} errors`);
            const key = `${script} ${miss} miss @${connections}`;
            cells.set(key, [...(cells.get(key) ?? []), { perSecond, cpuMs }]);
            console.error(`round ${round + 1} ${key}: ${perSecond} req/s, workerd ${cpuMs} CPU ms per request`);
          }
        }
      } finally {
        await worker.stop();
      }
    }
  }
  for (const [key, runs] of cells) {
    const rates = spread(runs.map((run) => run.perSecond));
    const cpu = spread(runs.map((run) => run.cpuMs));
    console.log(
      `${key}: ${rates.median} req/s (min–max ${rates.min}–${rates.max}); workerd CPU per request ${cpu.median} ms (min–max ${cpu.min}–${cpu.max})`,
    );
  }
} finally {
  await stack.close();
  await rm(persistTo, { recursive: true, force: true });
  await rm(built, { recursive: true, force: true });
}
