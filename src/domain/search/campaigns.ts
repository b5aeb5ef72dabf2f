// Store campaigns (the store's `ex_store_campaigns` list): a campaign page is a listing refined by the tag
// `campaign:{name}`, headed by the campaign's label, and only while the campaign runs.
import * as v from 'valibot';
import type { WarnOf } from './hit-card.ts';
import { CAMPAIGN_TAG_PREFIX } from './listing-state.ts';

const IsoDate = v.pipe(v.string(), v.isoDate());

export const CampaignSchema = v.object({ campaignName: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,60}$/)), startDate: IsoDate, endDate: IsoDate });
export type Campaign = v.InferOutput<typeof CampaignSchema>;

/**
 * The store field is a JSON string; entries that do not parse are left out, with the reason given to
 * `warn` (the worker passes its structured log).
 */
export function parseCampaigns(json: unknown, warn: WarnOf = console.warn): Campaign[] {
  if (typeof json !== 'string' || json.trim() === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    warn('store campaigns are not JSON: no campaign runs', error);
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = v.safeParse(CampaignSchema, entry);
    if (!parsed.success) warn('store campaign skipped', v.summarize(parsed.issues));
    return parsed.success ? [parsed.output] : [];
  });
}

/** Active when now is at or after the start and before the end (dates are midnight UTC). */
export const isCampaignActive = (campaign: Campaign, now: Date): boolean =>
  Date.parse(`${campaign.startDate}T00:00:00Z`) <= now.getTime() && now.getTime() < Date.parse(`${campaign.endDate}T00:00:00Z`);

export const campaignTag = (campaign: Campaign): string => `${CAMPAIGN_TAG_PREFIX}${campaign.campaignName}`;

export const activeCampaignTags = (campaigns: readonly Campaign[], now: Date): string[] =>
  campaigns.filter((campaign) => isCampaignActive(campaign, now)).map(campaignTag);
