import { describe, expect, it } from 'vitest';
import { marketFor } from '../markets/resolve-market.ts';
import { languageLinks } from './language-links.ts';

describe('languageLinks', () => {
  const chDe = marketFor('CH', 'de');

  it('links the other language to the same page where the page has an alternate in it', () => {
    const links = languageLinks(chDe, [
      { hrefLang: 'de-CH', href: 'https://ch.localhost:8787/p/kontaktgrill' },
      { hrefLang: 'fr-CH', href: 'https://ch.localhost:8787/fr/p/grill-contact?page=2' },
      { hrefLang: 'x-default', href: 'https://sk.localhost:8787/p/kontaktny-gril' },
    ]);
    expect(links).toEqual([
      { language: 'de', href: null },
      { language: 'fr', href: '/fr/p/grill-contact?page=2' },
      { language: 'it', href: '/it' },
    ]);
  });

  it("falls back to the other language's home when the page has no alternates (not indexable)", () => {
    expect(languageLinks(marketFor('BE', 'fr'), [])).toEqual([
      { language: 'nl', href: '/' },
      { language: 'fr', href: null },
    ]);
  });

  it('gives a one-language country only its own language', () => {
    expect(languageLinks(marketFor('SK'), [{ hrefLang: 'sk-SK', href: 'https://sk.localhost/p/x' }])).toEqual([{ language: 'sk', href: null }]);
  });
});
