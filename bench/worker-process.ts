// The worker on 127.0.0.1 for the bench, in the runtime `wrangler dev` runs but without its inspector
// (worker-host.ts says why), in a process of its own: the project's worker (bundled by wrangler in
// development mode) or, with `script`, an already bundled worker served as it is. Vars override the
// configuration's (the stand-ins' URLs); local state lives in `persistTo`.
import { spawn } from 'node:child_process';

export interface WorkerOptions {
  port: number;
  persistTo: string;
  vars: Record<string, string>;
  /** A bundled worker (production-build.ts) to serve instead of bundling src/worker/index.ts. */
  script?: string;
}

export interface WorkerProcess {
  origin: string;
  stop: () => Promise<void>;
}

async function waitForWorker(origin: string, deadline: number, exited: () => string | null): Promise<void> {
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(failure);
    try {
      if ((await fetch(`${origin}/`)).status < 500) return;
    } catch {
      // Not listening yet: wrangler is still bundling or starting workerd.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the bench worker did not answer on ${origin} in time`);
}

/** The next worker on this port must not be answered by this one's workerd, should it outlive wrangler. */
async function waitUntilClosed(origin: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      await fetch(`${origin}/favicon.svg`);
    } catch {
      return; // refused: nothing listens any more
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} still answers after the bench worker stopped`);
}

export async function startWorker({ port, persistTo, vars, script }: WorkerOptions): Promise<WorkerProcess> {
  const origin = `http://127.0.0.1:${port}`;
  // Whatever answers there now (a worker left over from an earlier run) would be measured instead.
  const taken = await fetch(`${origin}/favicon.svg`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${origin} is already in use`);
  const child = spawn(
    process.execPath,
    ['bench/worker-host.ts', JSON.stringify({ port, persistTo, vars, script, logLevel: process.env['BENCH_WORKER_LOG'] === '1' ? 'info' : 'error' })],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  child.stdout.on('data', (chunk: Buffer) => {
    if (process.env['BENCH_WORKER_LOG'] === '1') process.stderr.write(chunk);
  });
  // The last of wrangler's error output, for the message when it does not come up; all of it on our
  // stderr with BENCH_WORKER_LOG=1 (the worker's own error logs, when a figure looks wrong).
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
    if (process.env['BENCH_WORKER_LOG'] === '1') process.stderr.write(chunk);
  });
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code ?? -1;
      resolve();
    }),
  );

  const stop = async () => {
    if (exitCode !== null) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
    await waitUntilClosed(origin, Date.now() + 10_000);
  };
  try {
    await waitForWorker(origin, Date.now() + 90_000, () => (exitCode === null ? null : `the bench worker exited (${exitCode}):\n${stderr}`));
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
