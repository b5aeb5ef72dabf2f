// Product listings from the search index: hits are parsed (they come from outside) and mapped to cards.
import * as v from 'valibot';
import type { ProductCard, ProductListing } from '../../../domain/catalogue/types.ts';
import { CURRENCY_CODES, type CurrencyCode } from '../../../domain/markets/countries.ts';
import type { Market } from '../../../domain/markets/resolve-market.ts';
import { indexName } from '../../../domain/search/record.ts';
import type { Env } from '../../env.ts';
import { searchClient } from './client.ts';

const HitSchema = v.object({
  sku: v.string(),
  name: v.string(),
  slug: v.string(),
  brand: v.string(),
  price: v.number(),
  currency: v.picklist(CURRENCY_CODES),
  originalPrice: v.optional(v.number()),
  avgRating: v.number(),
  reviewCount: v.number(),
  stock: v.number(),
  image: v.string(),
  tags: v.array(v.string()),
});

const ResultSchema = v.object({
  hits: v.array(v.unknown()),
  nbHits: v.number(),
  page: v.number(),
  nbPages: v.number(),
  hitsPerPage: v.number(),
});

// Records carry major units; money in the app is in cents (all shop currencies use two fraction digits).
const money = (major: number, currencyCode: CurrencyCode) => ({
  centAmount: Math.round(major * 100), currencyCode, fractionDigits: 2,
});

function toCard(hit: v.InferOutput<typeof HitSchema>): ProductCard {
  return {
    sku: hit.sku, name: hit.name, slug: hit.slug, brand: hit.brand,
    price: money(hit.price, hit.currency),
    originalPrice: hit.originalPrice === undefined ? null : money(hit.originalPrice, hit.currency),
    avgRating: hit.avgRating, reviewCount: hit.reviewCount, stock: hit.stock, image: hit.image, tags: hit.tags,
  };
}

export interface ListingQuery {
  /** Algolia facet filters: AND of ORs, e.g. [['categoryKeys:gastronomy']]. */
  facetFilters: string[][];
  /** 1-based page. */
  page: number;
  hitsPerPage: number;
  query?: string;
}

export async function searchListing(env: Env, market: Market, listing: ListingQuery): Promise<ProductListing> {
  const response = await searchClient(env).search({
    requests: [{
      indexName: indexName(market.locale),
      query: listing.query ?? '',
      facetFilters: listing.facetFilters,
      page: listing.page - 1,
      hitsPerPage: listing.hitsPerPage,
    }],
  });
  const result = v.parse(ResultSchema, response.results[0]);
  const cards = result.hits.flatMap((hit) => {
    const parsed = v.safeParse(HitSchema, hit);
    if (!parsed.success) console.warn('search hit skipped: unexpected shape', v.flatten(parsed.issues));
    return parsed.success ? [toCard(parsed.output)] : [];
  });
  return {
    cards, totalHits: result.nbHits, page: result.page + 1, pageCount: result.nbPages, hitsPerPage: result.hitsPerPage,
  };
}
