// API paths carry no language prefix: a page of a country's second language names its language in
// `?language=` (worker/api/page-language.ts), so the answer — messages, the cart's line names — is in it.
// A page of the first language sends nothing: that is the API's default.
import type { Market } from '../../domain/markets/market.ts';

export type PageLanguage = Pick<Market, 'prefix' | 'language'>;

export function inPageLanguage(path: string, page: PageLanguage): string {
  if (page.prefix === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ language: page.language })}`;
}
