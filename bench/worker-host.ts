// The bench's worker host: wrangler's programmatic dev server (the runtime `wrangler dev` runs) with the
// DevTools inspector off. `wrangler dev` always attaches an inspector to workerd and forwards every
// `console.log` through it to its Node process, which formats the message: measured with the same
// production bundle, that halved the home page's hit-path throughput at 16 connections (185–201 against
// 297–337 requests per second), for the one log line a request writes. Production has no inspector; the
// bench measures the worker, not the debugger. Run by worker-process.ts with its options as JSON in
// argv[2]; stops on SIGTERM.
import * as v from 'valibot';
import { unstable_startWorker } from 'wrangler';

const HostOptions = v.object({
  port: v.number(),
  persistTo: v.string(),
  vars: v.record(v.string(), v.string()),
  script: v.optional(v.string()),
  logLevel: v.picklist(['info', 'error']),
});
const options = v.parse(HostOptions, JSON.parse(process.argv[2] ?? '{}'));

const worker = await unstable_startWorker({
  config: 'wrangler.toml',
  // An already bundled worker is served as it is; without one, wrangler bundles the configuration's entry.
  ...(options.script ? { entrypoint: options.script, build: { bundle: false } } : {}),
  bindings: Object.fromEntries(Object.entries(options.vars).map(([name, value]) => [name, { type: 'plain_text', value }])),
  dev: {
    server: { hostname: '127.0.0.1', port: options.port },
    inspector: false,
    persist: options.persistTo,
    logLevel: options.logLevel,
    watch: false,
  },
});
await worker.ready;

process.once('SIGTERM', () => {
  worker.dispose().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('the worker did not stop cleanly', error);
      process.exit(1);
    },
  );
});
