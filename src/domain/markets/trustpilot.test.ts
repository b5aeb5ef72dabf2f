import { describe, it, expect } from 'vitest';
import { LANGUAGES } from './countries.ts';
import { TRUSTPILOT_LANGUAGES, trustpilotEnabled } from './trustpilot.ts';

describe('trustpilot', () => {
  it('is enabled for the twelve supported languages', () => {
    expect(TRUSTPILOT_LANGUAGES).toHaveLength(12);
    for (const language of TRUSTPILOT_LANGUAGES) expect(trustpilotEnabled(language)).toBe(true);
  });

  it('is disabled for the other shop languages and for unknown input', () => {
    expect(LANGUAGES.filter((language) => !trustpilotEnabled(language)).sort()).toEqual(['bg', 'cs', 'el', 'hr', 'hu', 'lt', 'ro', 'sk', 'sl']);
    expect(trustpilotEnabled('')).toBe(false);
    expect(trustpilotEnabled('DE')).toBe(false);
  });
});
