import { describe, expect, it } from 'vitest';
import { languageSettings, primarySettings, replicaSettings } from './index-settings.ts';

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

  it("read each index in its locale's language and split compound words where Algolia does", () => {
    expect(primarySettings('de-AT')).toMatchObject({
      queryLanguages: ['de'],
      indexLanguages: ['de'],
      ignorePlurals: ['de'],
      removeStopWords: ['de'],
      decompoundQuery: true,
      decompoundedAttributes: {
        de: ['name', 'categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'categories.lvl3', 'categories.lvl4'],
      },
    });
    expect(languageSettings('nb-NO')).toMatchObject({ queryLanguages: ['no'], decompoundedAttributes: { no: expect.arrayContaining(['name']) } });
    expect(languageSettings('sv-SE').decompoundedAttributes).toHaveProperty('sv');
    expect(languageSettings('el-GR')).toEqual({
      queryLanguages: ['el'],
      indexLanguages: ['el'],
      ignorePlurals: ['el'],
      removeStopWords: ['el'],
      decompoundQuery: false,
      decompoundedAttributes: {},
    });
  });

  it('give Croatian and Slovenian, which Algolia does not support, no language at all', () => {
    expect(languageSettings('hr-HR')).toEqual({
      queryLanguages: [],
      indexLanguages: [],
      ignorePlurals: false,
      removeStopWords: false,
      decompoundQuery: false,
      decompoundedAttributes: {},
    });
  });

  it('only split attributes that are searchable, as Algolia requires', () => {
    const settings = primarySettings('fi-FI');
    const searchable = settings.searchableAttributes.map((attribute) => attribute.replace(/^unordered\((.+)\)$/, '$1'));
    for (const attribute of settings.decompoundedAttributes.fi ?? []) expect(searchable).toContain(attribute);
  });
});
