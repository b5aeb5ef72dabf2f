// Asking the search for the quick results through the browser search client (part of the quick-search
// chunk, quick-search-chunk.ts).
import type { LocaleCode } from '../../../domain/markets/countries.ts';
import { indexName } from '../../../domain/search/record.ts';
import { SearchRequestError, type ListingSearchClient } from '../search-client.ts';
import { searchClientOr } from '../use-search-client.ts';
import { quickSearchRequest, readQuickResult, type QuickResult } from './quick-result.ts';

/** The quick result for `query`; rejects when the search fails or answers with no usable result. */
export async function searchQuick(provided: ListingSearchClient | null, locale: LocaleCode, query: string): Promise<QuickResult> {
  const { results } = await searchClientOr(provided).search([quickSearchRequest(indexName(locale), query)]);
  const result = readQuickResult(query, results);
  if (!result) throw new SearchRequestError(502, 'quick search answered without hits');
  return result;
}
