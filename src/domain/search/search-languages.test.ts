import { describe, expect, it } from 'vitest';
import { ALL_LOCALES } from '../markets/countries.ts';
import { decompounds, searchLanguageOf } from './search-languages.ts';

describe('search languages', () => {
  it("give each locale's index the language of its shop language, in Algolia's codes", () => {
    expect(searchLanguageOf('de-AT')).toBe('de');
    expect(searchLanguageOf('fr-CH')).toBe('fr');
    expect(searchLanguageOf('el-GR')).toBe('el');
    expect(searchLanguageOf('cs-CZ')).toBe('cs');
    // Norwegian Bokmål is `nb` in the shop and `no` in Algolia (its only code with compound splitting).
    expect(searchLanguageOf('nb-NO')).toBe('no');
  });

  it('leave Croatian and Slovenian without a language, which Algolia does not support', () => {
    expect(searchLanguageOf('hr-HR')).toBeNull();
    expect(searchLanguageOf('sl-SI')).toBeNull();
    const withLanguage = ALL_LOCALES.filter((locale) => searchLanguageOf(locale) !== null);
    expect(withLanguage).toHaveLength(ALL_LOCALES.length - 2);
  });

  it('split compound words in German, Dutch, Finnish, Danish, Swedish and Norwegian only', () => {
    const splitting = ALL_LOCALES.filter((locale) => {
      const language = searchLanguageOf(locale);
      return language !== null && decompounds(language);
    });
    expect(splitting).toEqual(['de-DE', 'de-AT', 'nb-NO', 'nl-NL', 'de-CH', 'nl-BE', 'da-DK', 'sv-SE', 'fi-FI']);
  });
});
