// The market of the current page and a link builder that adds its language prefix.
import { createContext, useContext } from 'react';
import type { Market } from '../domain/markets/resolve-market.ts';

export const MarketContext = createContext<Market | null>(null);

export function useMarket(): Market {
  const market = useContext(MarketContext);
  if (!market) throw new Error('useMarket outside <MarketContext>');
  return market;
}

/** `href('/c/grills')` → '/fr/c/grills' in a French-speaking Swiss page. */
export function useHref(): (path: string) => string {
  const { prefix } = useMarket();
  return (path) => (path === '/' && prefix ? prefix : `${prefix}${path}`);
}
