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
});
