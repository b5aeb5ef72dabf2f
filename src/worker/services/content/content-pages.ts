// CMS content pages from the CONTENT KV namespace, per language; languages without their own text
// fall back to English, the language every page exists in.
import * as v from 'valibot';
import { ContentPageSchema, type ContentPage } from '../../../domain/content/content-page.ts';
import { contentPageKey, isStorableKey } from '../../../domain/content/kv-keys.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { logError } from '../observability/log.ts';

export const CONTENT_FALLBACK_LANGUAGE: Language = 'en';

async function read(env: Env, language: Language, slug: string): Promise<ContentPage | null> {
  const key = contentPageKey(language, slug);
  if (!isStorableKey(key)) return null;
  const stored: unknown = await env.CONTENT.get(key, 'json');
  if (stored === null) return null;
  const parsed = v.safeParse(ContentPageSchema, stored);
  if (parsed.success) return parsed.output;
  logError('content page is malformed', language, slug, v.summarize(parsed.issues));
  return null;
}

export async function getContentPage(env: Env, language: Language, slug: string): Promise<ContentPage | null> {
  return (await read(env, language, slug)) ?? (language === CONTENT_FALLBACK_LANGUAGE ? null : read(env, CONTENT_FALLBACK_LANGUAGE, slug));
}
