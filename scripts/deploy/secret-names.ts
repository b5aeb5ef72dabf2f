// The worker's secrets by name, as worker-secrets.env lists them (it also feeds `npm run types:env`): in
// staging and production they come from `wrangler secret put`, never from the configuration's variables.
import { readFileSync } from 'node:fs';

export function secretNames(path = 'worker-secrets.env'): ReadonlySet<string> {
  const names = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line.trim())?.[1])
    .filter((name) => name !== undefined);
  return new Set(names);
}
