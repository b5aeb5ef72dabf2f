import { describe, expect, it } from 'vitest';
import { highlightValue } from './highlight.ts';

const tags = { pre: '<mark>', post: '</mark>' };

describe('highlightValue', () => {
  it('marks exact words fully and prefixes partly', () => {
    expect(highlightValue('Meat Grinder 800 W', ['meat', 'grin'], new Set(), tags)).toEqual({
      value: '<mark>Meat</mark> <mark>Grin</mark>der 800 W',
      matchLevel: 'full',
      matchedWords: ['meat', 'grin'],
      fullyHighlighted: false,
    });
  });
  it('matches across diacritics and fuzzy terms, reports partial matches', () => {
    const result = highlightValue('Fleischwölfe Édition', ['fleischwolfe', 'edition', 'zzz'], new Set(['fleischwolfe']), tags);
    expect(result.value).toBe('<mark>Fleischwölfe</mark> <mark>Édition</mark>');
    expect(result.matchLevel).toBe('partial');
  });
  it('escapes HTML and reports no match', () => {
    expect(highlightValue('<b>&', ['x'], new Set(), tags)).toEqual({ value: '&lt;b&gt;&amp;', matchLevel: 'none', matchedWords: [] });
  });

  it('marks the part of a compound word a query word matches, only where compounds are split', () => {
    expect(highlightValue('Plattformsvåg 150 kg', ['vag'], new Set(), tags, true)).toMatchObject({
      value: 'Plattforms<mark>våg</mark> 150 kg',
      matchLevel: 'full',
      fullyHighlighted: false,
    });
    expect(highlightValue('Plattformwaage', ['plattform', 'waage'], new Set(), tags, true).value).toBe('<mark>Plattformwaage</mark>');
    expect(highlightValue('Plattformwaage', ['waage'], new Set(), tags, false)).toMatchObject({ value: 'Plattformwaage', matchLevel: 'none' });
  });

  it('marks the parts of a split compound query word and Greek words with their accents', () => {
    expect(highlightValue('Plattform-Waage', ['plattformwaage'], new Set(['plattform', 'waage']), tags, true).value).toBe(
      '<mark>Plattform</mark>-<mark>Waage</mark>',
    );
    expect(highlightValue('Ζυγαριά πλατφόρμας', ['ΖΥΓΑΡΙΑ', 'πλατφ'], new Set(), tags).value).toBe('<mark>Ζυγαριά</mark> <mark>πλατφ</mark>όρμας');
  });
});
