// `npm run stack`: the local commerce and search servers on 127.0.0.1, seeded from a seed directory (by
// default the full demo catalogue, generated into kv-seed/generated/ when missing or stale) and indexed, and the third-party service stand-ins, then one line
// `LOCAL STACK READY {"commerceUrl":…,"searchUrl":…,"servicesUrl":…}` on stdout.
// Runs until SIGINT/SIGTERM, until stdin closes (`--exit-with-stdin`) or for `--max-seconds N`.
// Env: COMMERCE_PORT (8181), SEARCH_PORT (8182), SERVICES_PORT (8183), SEED_DIR (a seed directory like kv-seed/commerce; default: the generated full catalogue),
// COMMERCE_PROJECT_KEY (exquip), COMMERCE_ACCESS_TOKEN_SECONDS (172800) and COMMERCE_REFRESH_TOKEN_SECONDS
// (17280000: 200 days), the lifetimes of customer tokens, ADYEN_NOTIFY_URL (where the Adyen stand-in POSTs webhooks; unset: queued only).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureGeneratedSeed } from '../../kv-seed/generate/seed-dir.ts';
import { DEFAULT_PROJECT_KEY, startCommerceServer } from './commerce-server.ts';
import { COMMERCETOOLS_TOKEN_LIFETIMES, type TokenLifetimes } from './token-ledger.ts';
import { runIndexer } from '../../src/indexer/run-indexer.ts';
import { startSearchServer } from './search-server.ts';
import { startServicesServer } from './services-server.ts';
import { LOCAL_IDENTITY } from './identity-config.ts';
import { connectExternalOAuth } from './identity-external-oauth.ts';
import type { CommerceTarget } from './identity-sync.ts';
import { seedCommerce, type SeedFailure } from './seed-commerce.ts';

/** The default seed: the full demo catalogue at scale 1, generated first if missing or stale. */
export const defaultSeedDir = (log: (line: string) => void = () => {}): string => ensureGeneratedSeed(log);

export interface LocalStack {
  commerceUrl: string;
  searchUrl: string;
  /** Third-party stand-ins: `/seo-redirection`, `/cia/{event}`, `/recommendation`, `/adyen/…` (services-server.ts). */
  servicesUrl: string;
  projectKey: string;
  seedFailures: SeedFailure[];
  timings: { commerceMs: number; searchMs: number; seedMs: number; indexMs: number; totalMs: number };
  close: () => Promise<void>;
}

export interface LocalStackOptions {
  /** 0 picks free ports (tests). */
  commercePort?: number;
  searchPort?: number;
  servicesPort?: number;
  /** A directory of seed files (kv-seed/README.md), e.g. written by `seed:generate --scale N --out DIR`. */
  seedDir?: string;
  projectKey?: string;
  /** The worker's Adyen notification endpoint, for the Adyen stand-in's webhooks. */
  adyenNotifyUrl?: string | undefined;
  tokenLifetimes?: TokenLifetimes;
  log?: (line: string) => void;
}

export const startLocalStack = async ({
  commercePort = 8181,
  searchPort = 8182,
  servicesPort = 8183,
  seedDir,
  projectKey = DEFAULT_PROJECT_KEY,
  adyenNotifyUrl,
  tokenLifetimes = COMMERCETOOLS_TOKEN_LIFETIMES,
  log = () => {},
}: LocalStackOptions = {}): Promise<LocalStack> => {
  const started = performance.now();
  const since = (from: number) => Math.round(performance.now() - from);
  const seeds = seedDir ?? defaultSeedDir(log);
  // The sign-in sync of the services stand-in finds and creates customers in commerce once both are up.
  let commerceTarget: CommerceTarget | null = null;
  const [commerce, search, services] = await Promise.all([
    startCommerceServer({ port: commercePort, projectKey, tokenLifetimes }),
    startSearchServer({ port: searchPort }),
    startServicesServer({ port: servicesPort, adyenNotifyUrl, commerce: () => commerceTarget, catalogue: join(seeds, 'products.json') }),
  ]);
  commerceTarget = { url: commerce.url, projectKey };
  const serversMs = since(started);
  const close = async () => {
    await Promise.all([commerce.close(), search.close(), services.close()]);
  };
  try {
    const client = { apiUrl: commerce.url, projectKey };
    const seed = await seedCommerce(client, seeds, log, commerce.createInProcess);
    await connectExternalOAuth(commerce.url, projectKey, `${services.url}/identity/introspect`, LOCAL_IDENTITY.introspectionAuthorization);
    for (const failure of seed.failures) {
      // Always visible, also when a test runner starts the stack without a log.
      process.stderr.write(`seed: ${failure.file} ${failure.draft} rejected (${failure.status ?? '?'}): ${failure.message}\n`);
    }
    const indexStarted = performance.now();
    const index = await runIndexer(client, { appId: 'local', apiKey: 'local', url: search.url });
    const records = Object.values(index.records).reduce((a, b) => a + b, 0);
    log(`seeded ${JSON.stringify(seed.created)} in ${seed.ms} ms; indexed ${records} records in ${since(indexStarted)} ms`);
    return {
      commerceUrl: commerce.url,
      searchUrl: search.url,
      servicesUrl: services.url,
      projectKey,
      seedFailures: seed.failures,
      timings: { commerceMs: serversMs, searchMs: serversMs, seedMs: seed.ms, indexMs: since(indexStarted), totalMs: since(started) },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};

const numberEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 0 && process.env[name] !== '' ? value : fallback;
};

const main = async () => {
  const { values } = parseArgs({
    options: { 'exit-with-stdin': { type: 'boolean' }, 'max-seconds': { type: 'string' } },
  });
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const stack = await startLocalStack({
    commercePort: numberEnv('COMMERCE_PORT', 8181),
    searchPort: numberEnv('SEARCH_PORT', 8182),
    servicesPort: numberEnv('SERVICES_PORT', 8183),
    seedDir: process.env.SEED_DIR || undefined,
    projectKey: process.env.COMMERCE_PROJECT_KEY ?? DEFAULT_PROJECT_KEY,
    adyenNotifyUrl: process.env.ADYEN_NOTIFY_URL || undefined,
    tokenLifetimes: {
      customerAccessSeconds: numberEnv('COMMERCE_ACCESS_TOKEN_SECONDS', COMMERCETOOLS_TOKEN_LIFETIMES.customerAccessSeconds),
      customerRefreshSeconds: numberEnv('COMMERCE_REFRESH_TOKEN_SECONDS', COMMERCETOOLS_TOKEN_LIFETIMES.customerRefreshSeconds),
    },
    log,
  });
  log(`local stack up in ${stack.timings.totalMs} ms`);
  process.stdout.write(
    `LOCAL STACK READY ${JSON.stringify({ commerceUrl: stack.commerceUrl, searchUrl: stack.searchUrl, servicesUrl: stack.servicesUrl })}\n`,
  );
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`local stack stopping (${reason})`);
    void stack.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  if (values['exit-with-stdin']) {
    process.stdin.on('end', () => stop('stdin closed'));
    process.stdin.on('close', () => stop('stdin closed'));
    process.stdin.resume();
  }
  const maxSeconds = Number(values['max-seconds']);
  if (values['max-seconds'] !== undefined && Number.isFinite(maxSeconds)) {
    setTimeout(() => stop(`--max-seconds ${maxSeconds}`), maxSeconds * 1000).unref();
  }
};

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(`local stack failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
