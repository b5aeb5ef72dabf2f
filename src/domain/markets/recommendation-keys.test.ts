import { describe, expect, it } from 'vitest';
import { ALL_LOCALES } from './countries.ts';
import { RECOMMENDATION_KEYS, recommendationKeysFor } from './recommendation-keys.ts';

describe('recommendation keys', () => {
  it('has the four keys for every shop locale and for nothing else', () => {
    expect(Object.keys(RECOMMENDATION_KEYS).sort()).toEqual([...ALL_LOCALES].sort());
    for (const locale of ALL_LOCALES) {
      const keys = recommendationKeysFor(locale);
      expect(keys?.key, locale).toMatch(/^exquip-[a-z]{2}-[a-z]{2}$/);
      expect(keys?.lastSeenId).toBeTruthy();
      expect(keys?.similarProductsId).toBeTruthy();
      expect(keys?.cartRecommendationId).toBeTruthy();
    }
  });

  it('gives each language of a multi-language country its own domain, the country its models', () => {
    const [de, fr] = [recommendationKeysFor('de-CH'), recommendationKeysFor('fr-CH')];
    expect(de?.key).toBe('exquip-ch-de');
    expect(fr?.key).toBe('exquip-ch-fr');
    expect(de?.similarProductsId).toBe(fr?.similarProductsId);
    expect(recommendationKeysFor('sk-SK')).toEqual({
      key: 'exquip-sk-sk',
      lastSeenId: 'sk-last-seen',
      similarProductsId: 'sk-similar-products',
      cartRecommendationId: 'sk-cart-recommendation',
    });
  });

  it('has no keys for a locale the shop does not have', () => {
    expect(recommendationKeysFor('sk-DE')).toBeNull();
  });
});
