// A small copy of this repository's shape for scripts/house-rules.test.ts: the real configuration files
// (biome.jsonc, .dependency-cruiser.mjs, knip.jsonc), the real npm scripts of the house checks, this
// repository's node_modules linked in, and the source files a test asks for. The checks then run exactly
// as `npm run lint` (…) run here, on a tree small enough to know every finding in advance.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const CONFIG_FILES = ['biome.jsonc', 'knip.jsonc', '.dependency-cruiser.mjs', '.gitignore'];
export const HOUSE_SCRIPTS = ['lint', 'boundaries', 'unused', 'types:env', 'types:check'] as const;
export type HouseScript = (typeof HOUSE_SCRIPTS)[number];

/** The packages the fixture's code imports, and the tools its scripts run (knip checks both are listed). */
const DEPENDENCIES = ['react', 'valibot', 'algoliasearch', '@commercetools/platform-sdk'];
const DEV_DEPENDENCIES = ['@biomejs/biome', '@swc/core', 'dependency-cruiser', 'knip', 'vitest', 'wrangler'];

/** A tree that follows every house rule: each layer imports only what the layer table allows. */
export const CLEAN_FILES: Readonly<Record<string, string>> = {
  'wrangler.toml': 'name = "house-fixture"\nmain = "src/worker/index.ts"\ncompatibility_date = "2026-11-01"\n',
  'src/domain/cart/total.ts': `import * as v from 'valibot';

export const QuantitySchema = v.pipe(v.number(), v.integer(), v.minValue(1));

export function lineTotal(unitCents: number, quantity: number): number {
  return unitCents * v.parse(QuantitySchema, quantity);
}
`,
  'src/domain/cart/total.test.ts': `import { expect, test } from 'vitest';
import { lineTotal } from './total.ts';

test('a line costs its unit price times its quantity', () => {
  expect(lineTotal(250, 3)).toBe(750);
});
`,
  'src/worker/env.ts': `export interface Env {
  COMMERCE_API_URL: string;
}
`,
  'src/worker/services/commerce/cart.ts': `import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { lineTotal } from '../../../domain/cart/total.ts';

export const commerceApi = createApiBuilderFromCtpClient;

export function cartTotal(lines: readonly { unitCents: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.unitCents, line.quantity), 0);
}
`,
  'src/worker/routes/cart.ts': `import { cartTotal } from '../services/commerce/cart.ts';

export function cartAnswer(): Response {
  return Response.json({ total: cartTotal([{ unitCents: 100, quantity: 2 }]) });
}
`,
  'src/worker/index.ts': `import { cartAnswer } from './routes/cart.ts';

export { CartSession } from '../durable-objects/cart-session.ts';

export default {
  async fetch(): Promise<Response> {
    return cartAnswer();
  },
};
`,
  'src/durable-objects/cart-session.ts': `import type { Env } from '../worker/env.ts';
import { cartTotal, commerceApi } from '../worker/services/commerce/cart.ts';

export class CartSession {
  constructor(readonly env: Env) {}

  total(): number {
    return cartTotal([]);
  }

  api(): unknown {
    return commerceApi;
  }
}
`,
  'src/react/search/search-client.ts': `import { liteClient } from 'algoliasearch/lite';

export const browserSearchClient = () => liteClient('APP', 'search-only-key');
`,
  'src/react/client.tsx': `import { createElement } from 'react';
import { lineTotal } from '../domain/cart/total.ts';
import { browserSearchClient } from './search/search-client.ts';

export const searchClient = browserSearchClient();
export const Total = () => createElement('output', null, lineTotal(100, 1));
`,
};

const PackageJsonSchema = v.object({
  scripts: v.record(v.string(), v.string()),
  dependencies: v.record(v.string(), v.string()),
  devDependencies: v.record(v.string(), v.string()),
});

async function fixturePackageJson(): Promise<string> {
  const real = v.parse(PackageJsonSchema, JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')));
  const pick = (from: Record<string, string>, names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, from[name] ?? missing(name)]));
  const fixture = {
    name: 'house-fixture',
    private: true,
    type: 'module',
    scripts: pick(real.scripts, HOUSE_SCRIPTS),
    dependencies: pick(real.dependencies, DEPENDENCIES),
    devDependencies: pick(real.devDependencies, DEV_DEPENDENCIES),
  };
  return `${JSON.stringify(fixture, null, 2)}\n`;
}

function missing(name: string): never {
  throw new Error(`package.json has no "${name}" (script or package) for the house-rules fixture`);
}

/** A new fixture directory holding the clean tree with `files` added or replaced (null removes one). */
export async function makeFixture(files: Readonly<Record<string, string | null>> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'house-rules-'));
  await symlink(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await Promise.all(CONFIG_FILES.map((file) => cp(join(REPO, file), join(dir, file))));
  await writeFile(join(dir, 'package.json'), await fixturePackageJson());
  for (const [path, content] of Object.entries({ ...CLEAN_FILES, ...files })) {
    if (content === null) continue;
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

/** A copy of the repository's own files a check reads (e.g. wrangler.toml), into a fixture. */
export async function copyFromRepo(dir: string, files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => cp(join(REPO, file), join(dir, file))));
}

export const removeFixture = (dir: string) => rm(dir, { recursive: true, force: true });

/** Terminal colours (CSI …m) and hyperlinks (OSC 8), which some tools print even without a terminal. */
const ESCAPES = /\u001b\[[0-9;]*m|\u001b\]8;[^\u001b]*\u001b\\/g;

export interface CheckRun {
  code: number;
  /** stdout and stderr, colours removed. */
  output: string;
}

/** `npm run <script> -- <args>` in the fixture, with this repository's Node first on PATH as npm test has it. */
export function runScript(dir: string, script: HouseScript, args: readonly string[] = []): Promise<CheckRun> {
  const env = {
    ...process.env,
    PATH: `${join(REPO, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])],
      { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, output: `${stdout}\n${stderr}`.replace(ESCAPES, '') });
      },
    );
  });
}
