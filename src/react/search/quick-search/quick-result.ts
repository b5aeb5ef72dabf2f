// The quick search's request to the worker's `/api/search` and the reading of its answer (one Algolia
// result, untrusted): hits become product cards with their highlighted name; a hit that does not fit is
// left out (hitToCard warns), an answer that does not fit at all is an error.
import * as v from 'valibot';
import type { ProductCard } from '../../../domain/catalogue/product-card.ts';
import { CARD_ATTRIBUTES, hitToCard } from '../../../domain/search/hit-card.ts';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, QUICK_SEARCH_HITS } from './constants.ts';

export interface QuickHit {
  card: ProductCard;
  /** The name with the matches between HIGHLIGHT_PRE_TAG and HIGHLIGHT_POST_TAG (HTML-escaped), if sent. */
  highlightedName: string | null;
}

export interface QuickResult {
  /** The text the query was sent for (trimmed). */
  query: string;
  nbHits: number;
  hits: QuickHit[];
}

export function quickSearchRequest(index: string, query: string) {
  return {
    indexName: index,
    query,
    hitsPerPage: QUICK_SEARCH_HITS,
    attributesToRetrieve: CARD_ATTRIBUTES,
    attributesToHighlight: ['name'],
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
  };
}

const ResultSchema = v.object({
  hits: v.array(v.unknown()),
  nbHits: v.number(),
});
const HighlightSchema = v.object({ _highlightResult: v.object({ name: v.object({ value: v.string() }) }) });

/** The first result of a `{ results: [...] }` answer; null when it has no usable shape. */
export function readQuickResult(query: string, results: readonly unknown[]): QuickResult | null {
  const parsed = v.safeParse(ResultSchema, results[0]);
  if (!parsed.success) return null;
  const hits = parsed.output.hits.flatMap((hit): QuickHit[] => {
    const card = hitToCard(hit);
    if (!card) return [];
    const highlight = v.safeParse(HighlightSchema, hit);
    return [{ card, highlightedName: highlight.success ? highlight.output._highlightResult.name.value : null }];
  });
  return { query, nbHits: Math.max(parsed.output.nbHits, hits.length), hits };
}
