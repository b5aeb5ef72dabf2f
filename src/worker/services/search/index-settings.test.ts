import { describe, expect, it } from 'vitest';
import { primarySettings, replicaSettings } from './index-settings.ts';

describe('index settings', () => {
  it('name the replicas and their sort', () => {
    expect(primarySettings('sk-SK').replicas).toEqual([
      'prod.sk-SK_name_asc',
      'prod.sk-SK_name_desc',
      'prod.sk-SK_price_asc',
      'prod.sk-SK_price_desc',
      'prod.sk-SK_newest',
    ]);
    expect(replicaSettings('newest').ranking[0]).toBe('desc(releaseTimestamp)');
    expect(replicaSettings('price_asc').ranking).toEqual([
      'asc(price)',
      'typo',
      'geo',
      'words',
      'filters',
      'proximity',
      'attribute',
      'exact',
      'custom',
    ]);
  });

  it('search names, brands, SKUs and category levels, and facet on what listings filter by', () => {
    const settings = primarySettings('de-AT');
    expect(settings.searchableAttributes).toEqual([
      'name',
      'brand',
      'sku',
      'unordered(categories.lvl0)',
      'unordered(categories.lvl1)',
      'unordered(categories.lvl2)',
      'unordered(categories.lvl3)',
      'unordered(categories.lvl4)',
    ]);
    expect(settings.attributesForFaceting).toEqual([
      'categories.lvl0',
      'categories.lvl1',
      'categories.lvl2',
      'categories.lvl3',
      'categories.lvl4',
      'categoryKeys',
      'searchable(brand)',
      'tags',
      'campaignTags',
      'price',
      'avgRating',
    ]);
  });
});
