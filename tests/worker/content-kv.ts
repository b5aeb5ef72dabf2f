// Seeds a CONTENT KV namespace inside workerd from kv-seed/content. There is no filesystem here, so Vite
// bundles the seed files at build time (import.meta.glob) and the mapping is the one the seeding script
// uses (kv-seed/content-entries.ts). The types of import.meta.glob come with Vite's client types (env.d.ts).
import { contentEntries } from '../../kv-seed/content-entries.ts';

const PREFIX = '../../kv-seed/content/';
const bundled = import.meta.glob<unknown>('../../kv-seed/content/**/*.json', { eager: true, import: 'default' });

/** The seed files by path relative to kv-seed/content (forward slashes) → parsed JSON. */
export const contentSeedFiles: Readonly<Record<string, unknown>> = Object.fromEntries(
  Object.entries(bundled).map(([path, json]) => [path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path, json]),
);

/** Puts every entry of the seed (or of `files`, same shape) into `kv`; answers how many. */
export async function seedContentKv(kv: KVNamespace, files: Readonly<Record<string, unknown>> = contentSeedFiles): Promise<number> {
  const entries = contentEntries(files);
  await Promise.all(entries.map((entry) => kv.put(entry.key, entry.value)));
  return entries.length;
}
