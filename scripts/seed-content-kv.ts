// `npm run seed:content`: writes kv-seed/content into wrangler's *local* KV for the CONTENT binding, in
// .wrangler/state, where `wrangler dev` reads by default, and deletes keys the seed no longer has.
// `scripts/start.ts` runs it before `wrangler dev`. Offline: local storage only, no metrics.
// Options: --dir (default kv-seed/content), --persist-to (default .wrangler/state).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { contentEntries, type KvEntry } from '../kv-seed/content-entries.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_CONTENT_DIR = join(ROOT, 'kv-seed', 'content');
/** `wrangler dev`'s default persistence directory. */
export const DEFAULT_PERSIST_DIR = join(ROOT, '.wrangler', 'state');
const BINDING = 'CONTENT';

const wranglerPackage = createRequire(import.meta.url).resolve('wrangler/package.json');
const WRANGLER_BIN = join(dirname(wranglerPackage), 'bin', 'wrangler.js');

const KeyListSchema = v.array(v.object({ name: v.string() }));

/** Every `*.json` under `dir`, keyed by its path relative to `dir` with forward slashes. A missing dir is empty. */
export async function readContentFiles(dir: string): Promise<Record<string, unknown>> {
  let paths: string[];
  try {
    paths = await readdir(dir, { recursive: true });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return {};
    throw error;
  }
  const files: Record<string, unknown> = {};
  for (const path of paths.filter((p) => p.endsWith('.json')).sort()) {
    const relative = path.split(sep).join('/');
    try {
      files[relative] = JSON.parse(await readFile(join(dir, path), 'utf8'));
    } catch (error) {
      throw new Error(`${relative}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return files;
}

/** Runs the project's wrangler on this Node, answers its stdout, throws with its output when it fails. */
function wrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER_BIN, ...args, '--config', join(ROOT, 'wrangler.toml')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`wrangler ${args.slice(0, 3).join(' ')} failed (${code}):\n${stderr}${stdout}`));
    });
  });
}

async function withTempJson<T>(value: unknown, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'seed-content-kv-'));
  try {
    const file = join(dir, 'entries.json');
    await writeFile(file, JSON.stringify(value));
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface SeedContentResult {
  entries: number;
  removed: number;
  ms: number;
}

export async function seedLocalContent({ dir = DEFAULT_CONTENT_DIR, persistTo = DEFAULT_PERSIST_DIR } = {}): Promise<SeedContentResult> {
  const started = performance.now();
  const entries: KvEntry[] = contentEntries(await readContentFiles(dir));
  const local = ['--binding', BINDING, '--local', '--persist-to', persistTo];
  if (entries.length > 0) await withTempJson(entries, (file) => wrangler(['kv', 'bulk', 'put', file, ...local]));
  const listed = v.parse(KeyListSchema, JSON.parse(await wrangler(['kv', 'key', 'list', ...local])));
  const seeded = new Set(entries.map((entry) => entry.key));
  const stale = listed.map((key) => key.name).filter((name) => !seeded.has(name));
  if (stale.length > 0) await withTempJson(stale, (file) => wrangler(['kv', 'bulk', 'delete', file, '--force', ...local]));
  return { entries: entries.length, removed: stale.length, ms: Math.round(performance.now() - started) };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: DEFAULT_CONTENT_DIR }, 'persist-to': { type: 'string', default: DEFAULT_PERSIST_DIR } },
  });
  try {
    const result = await seedLocalContent({ dir: values.dir, persistTo: values['persist-to'] });
    console.log(
      `seeded ${result.entries} ${BINDING} entries from ${values.dir} into ${values['persist-to']}` +
        ` (${result.removed} stale removed) in ${result.ms} ms`,
    );
  } catch (error) {
    process.stderr.write(`seed:content failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
