import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../markets/countries.ts';
import { isTrustpilotLanguage, showsTrustpilot, trustpilotReviewUrl } from './trustpilot.ts';

describe('Trustpilot rule', () => {
  it('knows exactly the twelve languages of spec part 2 §9', () => {
    expect(LANGUAGES.filter(isTrustpilotLanguage).sort()).toEqual(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'pt', 'sv']);
  });

  it('shows only for a Trustpilot language whose store enables it', () => {
    expect(showsTrustpilot('de', true)).toBe(true);
    expect(showsTrustpilot('de', false)).toBe(false);
    expect(showsTrustpilot('sk', true)).toBe(false);
    expect(showsTrustpilot('cs', true)).toBe(false);
    expect(showsTrustpilot('hu', true)).toBe(false);
  });

  it("links the shop's review page without the www", () => {
    expect(trustpilotReviewUrl('www.exquip.de')).toBe('https://www.trustpilot.com/review/exquip.de');
  });
});
