import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../markets/countries.ts';
import { DEPLOY_ENVIRONMENTS, marketHost, marketZone, ROLLOUT_REGIONS } from './rollout-regions.ts';

describe('rollout regions', () => {
  it('serve each of the 25 markets from exactly one region', () => {
    const served = ROLLOUT_REGIONS.flatMap((region) => region.countries);
    expect([...served].sort()).toEqual([...COUNTRY_CODES].sort());
    expect(new Set(served).size).toBe(served.length);
  });

  it('roll out to a few markets first and to the largest ones last', () => {
    expect(ROLLOUT_REGIONS[0]?.countries).not.toContain('DE');
    expect(ROLLOUT_REGIONS.at(-1)?.countries).toContain('DE');
    expect(ROLLOUT_REGIONS[0]?.countries.length).toBeLessThan(COUNTRY_CODES.length / 3);
  });

  it('give every market its own host per environment, inside its own zone', () => {
    for (const environment of DEPLOY_ENVIRONMENTS) {
      const hosts = COUNTRY_CODES.map((country) => marketHost(environment, country));
      expect(new Set(hosts).size).toBe(COUNTRY_CODES.length);
      for (const country of COUNTRY_CODES) expect(marketHost(environment, country).endsWith(`.${marketZone(country)}`)).toBe(true);
    }
    expect(marketHost('production', 'GB')).toBe('www.exquip.co.uk');
    expect(marketHost('staging', 'GB')).toBe('staging.exquip.co.uk');
  });
});
