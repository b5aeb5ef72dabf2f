import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RecommendationBeaconSchema, recommendationIdFor } from './recommendation-event.ts';

describe('recommendation beacon', () => {
  it('takes a known recommendation, action and site path', () => {
    expect(v.is(RecommendationBeaconSchema, { recommendation: 'similar-products', action: 'click', path: '/p/mixer-EX10010001' })).toBe(true);
  });
  it.each([
    { recommendation: 'made-up', action: 'click', path: '/' },
    { recommendation: 'similar-products', action: 'buy', path: '/' },
    { recommendation: 'similar-products', action: 'click', path: 'https://evil.example/' },
    { recommendation: 'similar-products', action: 'click', path: '//evil.example/' },
    { recommendation: 'similar-products', action: 'click', path: `/${'a'.repeat(600)}` },
    { recommendation: 'similar-products', action: 'click', path: '/', recommendation_id: 'forged' },
  ])('refuses %j', (body) => expect(v.is(RecommendationBeaconSchema, body)).toBe(false));
  it("names the locale's similar-products id", () => expect(recommendationIdFor('similar-products', 'de-AT')).toBe('at-similar-products'));
});
