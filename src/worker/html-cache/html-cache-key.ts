// The name of a shared page: everything its HTML is made from that a request can vary. The market (as the
// request resolved it: host, language prefix, and on a bare host the market cookies), the host (canonical
// and hreflang links are absolute), the path with its whole query (the page data carries it, and the
// listing's refinements, sort and page are in it), whether a crawler asked (crawlers get every part in
// place, shoppers a streamed document), the UTC day (the year in the footer, the delivery estimate) and the
// build (asset names, the app version).
import type { Market } from '../../domain/markets/market.ts';
import { isCrawler } from '../../domain/seo/is-crawler.ts';
import { clientAssets } from '../render/assets.ts';

export interface HtmlKeyInput {
  url: URL;
  market: Market;
  userAgent: string | undefined;
  appVersion: string;
  now: Date;
}

export function htmlCacheKey({ url, market, userAgent, appVersion, now }: HtmlKeyInput): string {
  const reader = isCrawler(userAgent) ? 'crawler' : 'browser';
  const day = now.toISOString().slice(0, 10);
  const build = `${appVersion}:${clientAssets.script}`;
  return [url.host, market.country.code, market.locale, market.storeKey, market.currency, reader, day, build, url.pathname + url.search].join('|');
}
