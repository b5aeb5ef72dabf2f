import { describe, expect, it } from 'vitest';
import { ALL_LOCALES } from './countries.ts';
import { parcelTrackingIdFor } from './parcel-tracking-ids.ts';

describe('parcel-tracking ids', () => {
  it('has one distinct id for every locale of every market', () => {
    const ids = ALL_LOCALES.map(parcelTrackingIdFor);
    expect(ids).not.toContain(null);
    expect(new Set(ids).size).toBe(ALL_LOCALES.length);
  });

  it('gives the Swiss German and Swiss French pages their own ids', () => {
    expect(parcelTrackingIdFor('de-CH')).toBe('exquip-tracking-de-ch');
    expect(parcelTrackingIdFor('fr-CH')).toBe('exquip-tracking-fr-ch');
  });

  it('has none for a locale the shop does not have', () => {
    expect(parcelTrackingIdFor('sk-DE')).toBeNull();
  });
});
