// Starts the local stack as a child process (its own Node, its own module resolution) and resolves with
// its URLs once it prints its READY line. The child stops when our stdin pipe to it closes, so a test
// runner that dies never leaves it behind.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const START = fileURLToPath(new URL('./start.ts', import.meta.url));
const READY = 'LOCAL STACK READY ';

export interface SpawnedStack {
  commerceUrl: string;
  searchUrl: string;
  servicesUrl: string;
  close: () => Promise<void>;
}

export function spawnLocalStack({
  commercePort = 0,
  searchPort = 0,
  servicesPort = 0,
  maxSeconds = 1800,
  seedDir,
}: {
  commercePort?: number;
  searchPort?: number;
  servicesPort?: number;
  maxSeconds?: number;
  /** A seed directory (e.g. from `seed:generate --scale N --out DIR`); default: the full demo catalogue. */
  seedDir?: string | undefined;
} = {}): Promise<SpawnedStack> {
  const child = spawn(process.execPath, [START, '--exit-with-stdin', '--max-seconds', String(maxSeconds)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...process.env,
      COMMERCE_PORT: String(commercePort),
      SEARCH_PORT: String(searchPort),
      SERVICES_PORT: String(servicesPort),
      // Empty: the default; an inherited SEED_DIR must not choose the seed for a caller who did not.
      SEED_DIR: seedDir ?? '',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    child.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`local stack exited with ${code} before it was ready`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(READY)) return;
      const urls: unknown = JSON.parse(line.slice(READY.length));
      if (
        typeof urls !== 'object' ||
        urls === null ||
        !('commerceUrl' in urls) ||
        !('searchUrl' in urls) ||
        !('servicesUrl' in urls) ||
        typeof urls.commerceUrl !== 'string' ||
        typeof urls.searchUrl !== 'string' ||
        typeof urls.servicesUrl !== 'string'
      ) {
        reject(new Error(`unexpected READY line: ${line}`));
        return;
      }
      resolve({ commerceUrl: urls.commerceUrl, searchUrl: urls.searchUrl, servicesUrl: urls.servicesUrl, close });
    });
  });
}
