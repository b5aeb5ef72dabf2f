// The worker as it would be deployed, for the figures that should not depend on development builds.
//
// What "production build" means here: the bundle `wrangler deploy` would upload, made by
// `wrangler deploy --dry-run --outdir` (nothing is uploaded). For deploys wrangler replaces
// `process.env.NODE_ENV` with "production"; for `wrangler dev` it uses "development" unless NODE_ENV is
// set, so `npm start` and the first part of the bench render with React's development server build
// (react-dom-server.edge.development.js, with its extra checks). The bundle is not minified because
// wrangler.toml does not minify deploys either. `wrangler dev <bundle> --no-bundle` then serves exactly
// those bytes in local workerd, with the bindings of wrangler.toml (KV, Durable Objects, assets).
// The React build inside is read from the bundle's metafile and checked, not assumed.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';

const MetafileSchema = v.object({ inputs: v.record(v.string(), v.unknown()) });

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${stderr}`))));
  });
}

export interface ProductionBuild {
  /** The bundled worker script. */
  script: string;
  /** React DOM server files in the bundle, e.g. `react-dom-server.edge.production.js`. */
  reactServerBuilds: string[];
  bytes: number;
}

export async function buildProductionWorker(outdir: string): Promise<ProductionBuild> {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const metafile = join(outdir, 'meta.json');
  // `--env ''` names the top-level environment, the local one, explicitly (the bundle is the same in every environment).
  await run('wrangler', ['deploy', '--dry-run', '--env', '', '--outdir', outdir, '--metafile', metafile]);
  const inputs = Object.keys(v.parse(MetafileSchema, JSON.parse(await readFile(metafile, 'utf8'))).inputs);
  const reactServerBuilds = inputs.filter((input) => /react-dom\/cjs\/react-dom-server/.test(input)).map((input) => input.split('/').pop() ?? input);
  if (reactServerBuilds.length === 0 || reactServerBuilds.some((file) => !file.includes('.production.'))) {
    throw new Error(`the production bundle does not hold React's production server build only: ${reactServerBuilds.join(', ')}`);
  }
  const script = join(outdir, 'index.js');
  return { script, reactServerBuilds, bytes: (await readFile(script)).byteLength };
}
