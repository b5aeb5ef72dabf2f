// What the quick search loads once the shopper heads for the field (focus, hover, typing): asking the
// search and reading its answer (with the hit parsing and the browser search client), and the rows that
// show the hits. The field itself and its state machine are in the frame, server-rendered on every page.
import type { LocaleCode } from '../../../domain/markets/countries.ts';
import { indexName } from '../../../domain/search/record.ts';
import { SearchRequestError, type ListingSearchClient } from '../search-client.ts';
import { searchClientOr } from '../use-search-client.ts';
import { quickSearchRequest, readQuickResult, type QuickResult } from './quick-result.ts';

export { QuickHits } from './quick-hits.tsx';

/** The quick result for `query`; rejects when the search fails or answers with no usable result. */
export async function searchQuick(provided: ListingSearchClient | null, locale: LocaleCode, query: string): Promise<QuickResult> {
  const { results } = await searchClientOr(provided).search([quickSearchRequest(indexName(locale), query)]);
  const result = readQuickResult(query, results);
  if (!result) throw new SearchRequestError(502, 'quick search answered without hits');
  return result;
}
