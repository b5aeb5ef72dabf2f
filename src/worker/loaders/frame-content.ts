// The frame's parts that come from content and the store (src/domain/content/frame.ts): the market's
// customer-service contact (its phone and e-mail, the content language's opening hours), the banners
// above the header (the CMS component list's promo banners that run now in this market, then a banner
// per running store campaign, linking to its listing) and the app version when the page asks for it.
// Both sources are cached; one that cannot be read is logged and its part left out, never the page.
import { activePromoBanners, EMPTY_COMPONENT_LIST, type ComponentList } from '../../domain/content/component-list.ts';
import type { FrameData, PromoBanner } from '../../domain/content/frame.ts';
import { marketContact } from '../../domain/content/market-contacts.ts';
import type { Market } from '../../domain/markets/market.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { campaignLabel } from '../../domain/search/campaign-label.ts';
import { type Campaign, campaignTag, isCampaignActive } from '../../domain/search/campaigns.ts';
import { messagesFor } from '../../react/i18n/messages.ts';
import { createTranslate } from '../../react/i18n/translate.ts';
import { cacheContext } from '../services/cache/read-through.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';
import { cachedComponentList } from '../services/content/component-list.ts';
import type { LoaderContext } from './frame.ts';
import { logError, logWarn } from '../services/observability/log.ts';

/** `?app-version=true` shows the deployed version above the header (spec part 1 §2). */
export const APP_VERSION_QUERY = 'app-version';

/** A CMS link is a site path without the language prefix; the market's prefix is put before it. */
const localized = (market: Market, path: string): string => (market.prefix === '' ? path : path === '/' ? market.prefix : `${market.prefix}${path}`);

function campaignBanners(market: Market, campaigns: readonly Campaign[], now: Date): PromoBanner[] {
  const t = createTranslate(market.locale, messagesFor(market.language));
  return campaigns
    .filter((campaign) => isCampaignActive(campaign, now))
    .map((campaign) => ({
      id: `campaign-${campaign.campaignName}`,
      text: t('banner.campaign', { name: campaignLabel(campaignTag(campaign)) }),
      href: hrefFor(market, { name: 'search' }, { tags: campaignTag(campaign) }),
      kind: 'campaign',
    }));
}

export async function loadFrameContent(
  context: LoaderContext,
  now: Date = new Date(),
): Promise<Pick<FrameData, 'contact' | 'banners' | 'appVersion'>> {
  const { env, market } = context;
  const [components, campaigns] = await Promise.all([
    cachedComponentList(env, cacheContext(env, context.waitUntil), market.language).catch((error: unknown): ComponentList => {
      logError('CMS component list unavailable: no promo banners or opening hours on this page', error);
      return EMPTY_COMPONENT_LIST;
    }),
    cachedStoreSettings(env, market, context.waitUntil).then(
      (settings) => settings.campaigns,
      (error: unknown): Campaign[] => {
        logWarn('store settings unavailable: no campaign banner on this page', error);
        return [];
      },
    ),
  ]);
  const promos = activePromoBanners(components.banners, market.country.code, now).map(
    (banner): PromoBanner => ({
      id: banner.id,
      text: banner.text,
      href: banner.link === undefined ? null : localized(market, banner.link),
      kind: 'promo',
    }),
  );
  return {
    contact: marketContact(market.country.code, components.openingHours),
    banners: [...campaignBanners(market, campaigns, now), ...promos],
    appVersion: context.url.searchParams.get(APP_VERSION_QUERY) === 'true' ? env.APP_VERSION : null,
  };
}
