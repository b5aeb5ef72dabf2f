import { describe, expect, it } from 'vitest';
import { campaignLabel } from './campaign-label.ts';
import { activeCampaignTags, isCampaignActive, parseCampaigns } from './campaigns.ts';

const STORE_FIELD =
  '[{"campaignName":"black_friday","startDate":"2026-11-20","endDate":"2026-11-30"},{"campaignName":"cyber_week","startDate":"2026-11-30","endDate":"2026-12-07"}]';

describe('campaigns', () => {
  it('labels a campaign tag', () => {
    expect(campaignLabel('campaign:black_friday')).toBe('Black Friday');
    expect(campaignLabel('campaign:cyber_week')).toBe('Cyber Week');
    expect(campaignLabel('campaign:summer__sale_')).toBe('Summer Sale');
  });

  it('runs from its start up to (not including) its end', () => {
    const [blackFriday] = parseCampaigns(STORE_FIELD);
    if (!blackFriday) throw new Error('campaign missing');
    expect(isCampaignActive(blackFriday, new Date('2026-11-19T23:59:59Z'))).toBe(false);
    expect(isCampaignActive(blackFriday, new Date('2026-11-20T00:00:00Z'))).toBe(true);
    expect(isCampaignActive(blackFriday, new Date('2026-11-29T23:59:59Z'))).toBe(true);
    expect(isCampaignActive(blackFriday, new Date('2026-11-30T00:00:00Z'))).toBe(false);
    expect(activeCampaignTags(parseCampaigns(STORE_FIELD), new Date('2026-11-30T12:00:00Z'))).toEqual(['campaign:cyber_week']);
  });

  it('ignores a broken store field or entry', () => {
    expect(parseCampaigns('not json')).toEqual([]);
    expect(parseCampaigns('{"campaignName":"x"}')).toEqual([]);
    expect(
      parseCampaigns(
        '[{"campaignName":"ok","startDate":"2026-01-01","endDate":"2026-02-01"},{"campaignName":"Bad Name!","startDate":"x","endDate":"y"}]',
      ),
    ).toHaveLength(1);
  });
});
