// The market of the current page and the link builder: every address React renders comes from the
// route table of src/domain (no hand-built URL strings in components).
import { createContext, useContext } from 'react';
import type { Market } from '../domain/markets/market.ts';
import { hrefFor, type RouteRef } from '../domain/routes/route-table.ts';

export const MarketContext = createContext<Market | null>(null);

export function useMarket(): Market {
  const market = useContext(MarketContext);
  if (!market) throw new Error('useMarket outside <MarketContext>');
  return market;
}

export type LinkTo = (ref: RouteRef, query?: Readonly<Record<string, string>>) => string;

/** `link({ name: 'category', slug: 'grills' })` → '/fr/c/grills' in a French-speaking Swiss page. */
export function useLink(): LinkTo {
  const market = useMarket();
  return (ref, query) => hrefFor(market, ref, query);
}
