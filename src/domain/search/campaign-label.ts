// A campaign's name as shoppers read it. Apart from campaigns.ts, whose schema would bring valibot into
// every listing's start-up script (the listing heads and labels its refinements with it).
import { CAMPAIGN_TAG_PREFIX } from './listing-state.ts';

/** 'campaign:black_friday' → 'Black Friday': indicator stripped, split on underscores, capitalised. */
export function campaignLabel(tag: string): string {
  const name = tag.startsWith(CAMPAIGN_TAG_PREFIX) ? tag.slice(CAMPAIGN_TAG_PREFIX.length) : tag;
  return name
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
