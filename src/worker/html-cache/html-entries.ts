// Where shared pages are kept: a small memory LRU of this isolate in front (no I/O at all on a hit), the
// data center's Cache API behind it (shared by every isolate there, and kept over isolate restarts). An
// entry is the page exactly as it was streamed to its first shopper, with the nonce its scripts carried
// then, so a later answer can put its own in: in memory as bytes cut at that nonce (fresh-nonce.ts), in
// the Cache API as the page's text.
import * as v from 'valibot';
import { EDGE_CACHE_ORIGIN } from '../services/cache/cache-key.ts';
import { splitAtNonce } from './fresh-nonce.ts';
import { defaultEdgeCache } from '../services/cache/read-through.ts';
import { type PageView, PageViewSchema } from './page-view.ts';
import { logWarn } from '../services/observability/log.ts';

/** What a rendered page is stored as. */
export interface StoredPage {
  html: string;
  /** The nonce written into `html`'s script tags. */
  nonce: string;
  /** The page kind (src/react/pages), which says which cookies would have made it personal. */
  kind: string;
  /** The page's own Cache-Control to the browser. */
  cacheControl: string;
  /** The customer-data view event the page's loader sent, sent again for every shopper it answers. */
  view: PageView | null;
  /** Epoch milliseconds of the render. */
  storedAt: number;
}

/** A stored page as it is answered: its UTF-8 bytes cut where the nonce stood (fresh-nonce.ts). */
export interface HtmlEntry extends Omit<StoredPage, 'html'> {
  parts: Uint8Array[];
  bytes: number;
}

function entryOf({ html, ...meta }: StoredPage): HtmlEntry {
  const parts = splitAtNonce(html, meta.nonce);
  return { ...meta, parts, bytes: parts.reduce((sum, part) => sum + part.byteLength, 0) };
}

/** Room for about a hundred pages of 100 to 300 kB per isolate: an isolate has 128 MB in all. */
const MEMORY_BUDGET_BYTES = 16_000_000;

const memory = new Map<string, HtmlEntry>();
let memoryBytes = 0;

function remember(key: string, entry: HtmlEntry): void {
  forget(key);
  memory.set(key, entry);
  memoryBytes += entry.bytes;
  for (const [oldest, old] of memory) {
    if (memoryBytes <= MEMORY_BUDGET_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= old.bytes;
  }
}

function forget(key: string): void {
  const known = memory.get(key);
  if (!known) return;
  memory.delete(key);
  memoryBytes -= known.bytes;
}

const META_HEADER = 'x-html-entry';
const MetaSchema = v.object({
  nonce: v.string(),
  kind: v.string(),
  cacheControl: v.string(),
  view: v.nullable(PageViewSchema),
  storedAt: v.number(),
});

const edgeUrl = (key: string): string => `${EDGE_CACHE_ORIGIN}/html/${encodeURIComponent(key)}`;

async function readEdge(key: string): Promise<HtmlEntry | null> {
  const response = await defaultEdgeCache().match(edgeUrl(key));
  if (!response) return null;
  const meta = v.safeParse(MetaSchema, JSON.parse(response.headers.get(META_HEADER) ?? 'null'));
  if (!meta.success) {
    await response.body?.cancel();
    logWarn(`html cache: edge entry ${key} has no readable description, treated as a miss`);
    return null;
  }
  return entryOf({ ...meta.output, html: await response.text() });
}

/** The newest entry of `key`, memory first; null on a miss. A store that fails to read is a miss (logged). */
export async function readHtmlEntry(key: string): Promise<HtmlEntry | null> {
  const known = memory.get(key);
  if (known) {
    // Most recently used last: the LRU's eviction takes the Map's first entries.
    memory.delete(key);
    memory.set(key, known);
    return known;
  }
  try {
    const found = await readEdge(key);
    if (found) remember(key, found);
    return found;
  } catch (error) {
    logWarn(`html cache: edge read of ${key} failed, treated as a miss`, error);
    return null;
  }
}

/** Keeps `entry` in this isolate at once and in the data center's cache for `keepSeconds`. */
export async function writeHtmlEntry(key: string, page: StoredPage, keepSeconds: number): Promise<void> {
  remember(key, entryOf(page));
  const { html, ...meta } = page;
  await defaultEdgeCache().put(
    edgeUrl(key),
    new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': `max-age=${keepSeconds}`, [META_HEADER]: JSON.stringify(meta) },
    }),
  );
}
