// The CMS component list of a content language (src/domain/content/component-list.ts) from the CONTENT KV
// namespace, parsed once and kept in the Cache API (policy `frame-content`): every page's frame needs it,
// so a page view reads it from the data center's cache, not from KV. Languages without their own list
// fall back to English, as content pages do (content-pages.ts). A broken banner is logged and left out;
// a broken document is logged and reads as the empty list, so the page renders without banners.
import { ComponentListSchema, EMPTY_COMPONENT_LIST, parseComponentList, type ComponentList } from '../../../domain/content/component-list.ts';
import { componentListKey } from '../../../domain/content/kv-keys.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { type CacheContext, cached } from '../cache/read-through.ts';
import { CONTENT_FALLBACK_LANGUAGE } from './content-pages.ts';
import { logError } from '../observability/log.ts';

async function read(env: Pick<Env, 'CONTENT'>, language: Language): Promise<ComponentList | null> {
  const stored: unknown = await env.CONTENT.get(componentListKey(language), 'json');
  if (stored === null) return null;
  const { list, problems } = parseComponentList(stored);
  if (problems.length > 0) logError(`CMS component list (${language}) has entries left out:`, problems.join('; '));
  return list;
}

async function load(env: Pick<Env, 'CONTENT'>, language: Language): Promise<ComponentList> {
  const own = await read(env, language);
  if (own !== null || language === CONTENT_FALLBACK_LANGUAGE) return own ?? EMPTY_COMPONENT_LIST;
  return (await read(env, CONTENT_FALLBACK_LANGUAGE)) ?? EMPTY_COMPONENT_LIST;
}

/** Throws only when KV cannot be read and nothing is cached. */
export function cachedComponentList(env: Pick<Env, 'CONTENT'>, cache: CacheContext, language: Language): Promise<ComponentList> {
  return cached(cache, {
    key: { kind: 'frame-content', scope: language, id: language },
    schema: ComponentListSchema,
    load: () => load(env, language),
  });
}
