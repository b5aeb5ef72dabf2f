// The heading (and title) of the search page: a running campaign's label, the shopper's query, or the
// listing the sale and new-arrival links open.
import { campaignLabel } from '../../domain/search/campaign-label.ts';
import { CAMPAIGN_TAG_PREFIX, type ListingState } from '../../domain/search/listing-state.ts';
import type { Translate } from '../i18n/translate.ts';

export function listingHeading(state: ListingState, t: Translate): string {
  const campaign = state.tags.find((tag) => tag.startsWith(CAMPAIGN_TAG_PREFIX));
  if (campaign) return campaignLabel(campaign);
  if (state.query) return t('search.resultsFor', { query: state.query });
  if (state.tags.length === 1 && state.tags[0] === 'new') return t('listing.newArrivals');
  if (state.tags.includes('on-sale')) return t('nav.sale');
  return t('search.title');
}
