// Renders the same listings with two production bundles of the worker and compares what a browser or a
// crawler receives: status, redirect target and the HTML byte for byte (only the per-request CSP nonce and
// the search service's own timing inside the hydration data are masked). For a change of how listings render that must not change the page (issue 18's single render):
//   node scripts/compare-listing-html.ts [--port 8812] [--stack-port 18812] before/index.js after/index.js
// Bundles come from `wrangler deploy --dry-run --outdir DIR` (bench/production-build.ts). Each bundle
// starts from fresh local state, so both see the same caches: every listing is a miss, then a search
// outage shows a listing never cached (503) and one whose results are still cached (200).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { spawnLocalStack } from './local-stack/spawn-stack.ts';
import { localWorkerVars } from './local-stack/worker-vars.ts';
import { seedLocalContent } from './seed-content-kv.ts';
import { startWorker } from '../bench/worker-process.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '8812' }, 'stack-port': { type: 'string', default: '18812' } },
});
const [before, after] = positionals;
if (!before || !after) throw new Error('usage: compare-listing-html.ts [--port N] [--stack-port N] before.js after.js');
const port = Number(values.port);
const stackPort = Number(values['stack-port']);

const MARKETS = { SK: 'country=SK; locale=sk-SK', DE: 'country=DE; locale=de-DE', FR: 'country=FR; locale=fr-FR' } as const;
/** Per market: department, sub-category and deepest category slugs, a search term and its brand page. */
const LISTINGS: Record<keyof typeof MARKETS, { department: string; sub: string; deepest: string; term: string }> = {
  SK: { department: 'gastronomia', sub: 'priprava-jedal', deepest: 'narezove-stroje', term: 'váha' },
  DE: { department: 'gastronomie', sub: 'speisenzubereitung', deepest: 'aufschnittmaschinen', term: 'waage' },
  FR: { department: 'restauration', sub: 'preparation-culinaire', deepest: 'trancheuses', term: 'balance' },
};

function pathsOf({ department, sub, deepest, term }: (typeof LISTINGS)[keyof typeof MARKETS]): string[] {
  const c = `/c/${department}`;
  return [
    c,
    `/c/${sub}`,
    `/c/${deepest}`,
    `${c}?brand=Gastrova`,
    `${c}?brand=Gastrova&brand=Polarfrost`,
    `${c}?price=100:900`,
    `${c}?tags=on-sale`,
    `${c}?tags=new&rating=4`,
    `${c}?category=${encodeURIComponent('Gastronomy')}`,
    `${c}?sort=price_asc`,
    `${c}?sort=name_asc&hitsPerPage=12`,
    `${c}?page=2`,
    `${c}?hitsPerPage=12&page=3&sort=price_desc`,
    `${c}?page=999`,
    `${c}?brand=Gastrova&page=50`,
    `/search?query=${encodeURIComponent(term)}`,
    `/search?query=${encodeURIComponent(term)}&page=2&sort=newest`,
    `/search?query=${encodeURIComponent(term)}&brand=Kalibra&price=:500`,
    '/search?query=qqxzzyqq',
    '/search?tags=on-sale',
    '/search?new-arrivals',
    '/search',
    '/gastrova',
    '/steinmann-tools?sort=price_asc&page=2',
    '/kalibra?tags=bestseller',
  ];
}

interface Answer {
  key: string;
  status: number;
  location: string | null;
  html: string;
}

const masked = (html: string): string => html.replace(/nonce="[^"]*"/g, 'nonce="…"').replace(/"processingTimeMS":\d+/g, '"processingTimeMS":0');

async function get(origin: string, path: string, cookie: string): Promise<Omit<Answer, 'key'>> {
  const response = await fetch(origin + path, { headers: { cookie, 'user-agent': 'listing-compare' }, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: masked(await response.text()) };
}

async function faults(searchUrl: string, unavailableIndexes: string[]): Promise<void> {
  const response = await fetch(`${searchUrl}/__faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unavailableIndexes }),
  });
  if (!response.ok) throw new Error(`fault switch answered ${response.status}`);
}

const stack = await spawnLocalStack({ commercePort: stackPort, searchPort: stackPort + 1, servicesPort: stackPort + 2 });

async function render(script: string): Promise<Answer[]> {
  const persistTo = await mkdtemp(join(tmpdir(), 'listing-compare-'));
  await seedLocalContent({ persistTo });
  const worker = await startWorker({ port, persistTo, script, vars: localWorkerVars(stack) });
  const answers: Answer[] = [];
  try {
    // A fresh isolate loads the listing's lazily imported parts on its first render: warm it first.
    for (let i = 0; i < 3; i++) await get(worker.origin, `/c/dielna?warm=${i}`, MARKETS.SK);
    for (const [market, cookie] of Object.entries(MARKETS)) {
      for (const path of pathsOf(LISTINGS[market as keyof typeof MARKETS])) {
        answers.push({ key: `${market} ${path}`, ...(await get(worker.origin, path, cookie)) });
      }
    }
    // Search down for the Slovak indexes: a listing never asked for is a 503, one asked for above is still
    // listed from the search cache (a query parameter of its own, so the HTML cache does not answer it).
    await faults(stack.searchUrl, ['prod.sk-SK', 'prod.sk-SK_price_asc', 'prod.sk-SK_price_desc', 'prod.sk-SK_newest', 'prod.sk-SK_name_asc']);
    for (const path of ['/search?query=nikdy-nehladane', '/c/gastronomia?view=outage']) {
      answers.push({ key: `SK outage ${path}`, ...(await get(worker.origin, path, MARKETS.SK)) });
    }
  } finally {
    await faults(stack.searchUrl, []);
    await worker.stop();
    await rm(persistTo, { recursive: true, force: true });
  }
  return answers;
}

try {
  const [old, now] = [await render(before), await render(after)];
  let differing = 0;
  for (const [i, a] of old.entries()) {
    const b = now[i];
    const same = b && a.status === b.status && a.location === b.location && a.html === b.html;
    if (!same) differing++;
    const firstDifference = b ? [...a.html].findIndex((char, at) => b.html[at] !== char) : -1;
    console.log(
      `${same ? 'same' : 'DIFF'} ${a.status}${a.location ? ` → ${a.location}` : ''} ${a.html.length} B  ${a.key}` +
        (same || !b
          ? ''
          : `  (now ${b.status} ${b.location ?? ''} ${b.html.length} B; first difference at ${firstDifference}: …${b.html.slice(Math.max(0, firstDifference - 80), firstDifference + 80)}…)`),
    );
  }
  console.log(`${old.length} listings, ${differing} differ`);
  process.exitCode = differing > 0 ? 1 : 0;
} finally {
  await stack.close();
}
