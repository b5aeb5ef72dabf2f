// How a refinement reads to a shopper: tags and campaigns translated, ratings and prices in words.
import { campaignLabel } from '../../domain/search/campaign-label.ts';
import { CAMPAIGN_TAG_PREFIX } from '../../domain/search/listing-state.ts';
import type { Translate } from '../i18n/i18n.tsx';

export const tagLabel = (t: Translate, tag: string): string => (tag.startsWith(CAMPAIGN_TAG_PREFIX) ? campaignLabel(tag) : t(`tag.${tag}`));

export function refinementLabel(t: Translate, attribute: string, label: string, formatPrice: (value: number) => string): string {
  if (attribute === 'tags') return tagLabel(t, label);
  if (attribute === 'avgRating') {
    const match = /(\d+(?:\.\d+)?)/.exec(label);
    return match?.[1] && label.includes('≥') ? t('listing.filter.rating.andUp', { count: Number(match[1]) }) : label;
  }
  if (attribute === 'price') {
    const match = /^(≥|≤)\s*(\d+(?:\.\d+)?)$/.exec(label.trim());
    return match?.[2] ? `${match[1]} ${formatPrice(Number(match[2]))}` : label;
  }
  if (attribute.startsWith('categories.')) return label.split(' > ').at(-1) ?? label;
  return label;
}
