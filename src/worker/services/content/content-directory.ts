// Which languages the CMS holds each content page in (its slug is the same in all of them): what the
// hreflang alternates and the sitemaps of content pages need (domain/seo/written-in.ts). Listed from the
// CONTENT KV namespace's keys, page by page, and kept in the Cache API (policy `content-directory`).
import * as v from 'valibot';
import { CONTENT_PAGE_KEY_PREFIX, parseContentPageKey } from '../../../domain/content/kv-keys.ts';
import { LANGUAGES, type Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { cacheContext, cached, type WaitUntil } from '../cache/read-through.ts';

/** Content page slug → the languages it is written in. */
export type ContentDirectory = Readonly<Record<string, readonly Language[]>>;

const ContentDirectorySchema = v.record(v.string(), v.array(v.picklist(LANGUAGES)));

async function listContentPages(env: Pick<Env, 'CONTENT'>): Promise<Record<string, Language[]>> {
  const directory: Record<string, Language[]> = {};
  let cursor: string | undefined;
  for (;;) {
    const page = await env.CONTENT.list({ prefix: CONTENT_PAGE_KEY_PREFIX, ...(cursor ? { cursor } : {}) });
    for (const { name } of page.keys) {
      const parsed = parseContentPageKey(name);
      if (parsed) directory[parsed.slug] = [...(directory[parsed.slug] ?? []), parsed.language];
    }
    if (page.list_complete) return directory;
    cursor = page.cursor;
  }
}

/** Throws only when KV cannot be listed and nothing is cached. */
export function cachedContentDirectory(env: Pick<Env, 'CONTENT' | 'CACHE'>, waitUntil: WaitUntil): Promise<ContentDirectory> {
  return cached(cacheContext(env, waitUntil), {
    key: { kind: 'content-directory', scope: 'all', id: 'all' },
    schema: ContentDirectorySchema,
    load: () => listContentPages(env),
  });
}
