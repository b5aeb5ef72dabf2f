import { describe, expect, it } from 'vitest';
import { highlightParts, unescapeHtml } from './highlight-parts.ts';

const split = (value: string) => highlightParts(value, '<mark>', '</mark>');

describe('highlightParts', () => {
  it('splits a value into plain and highlighted parts', () => {
    expect(split('Presná <mark>váh</mark>a 1 kg')).toEqual([
      { text: 'Presná ', highlighted: false },
      { text: 'váh', highlighted: true },
      { text: 'a 1 kg', highlighted: false },
    ]);
  });

  it('handles several matches, a match at either end and no match', () => {
    expect(split('<mark>Grill</mark> and <mark>grill</mark>')).toEqual([
      { text: 'Grill', highlighted: true },
      { text: ' and ', highlighted: false },
      { text: 'grill', highlighted: true },
    ]);
    expect(split('Meat slicer')).toEqual([{ text: 'Meat slicer', highlighted: false }]);
    expect(split('')).toEqual([]);
  });

  it('unescapes the text but never turns it into markup', () => {
    expect(split('&lt;img src=x onerror=alert(1)&gt; <mark>a&amp;b</mark> &quot;x&quot; &#39;y&#39;')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', highlighted: false },
      { text: 'a&b', highlighted: true },
      { text: ' "x" \'y\'', highlighted: false },
    ]);
  });

  it('only splits on the real tags, not on escaped ones typed in the query', () => {
    expect(split('&lt;mark&gt;x&lt;/mark&gt;')).toEqual([{ text: '<mark>x</mark>', highlighted: false }]);
  });

  it('highlights to the end when a tag is left open and merges adjacent parts', () => {
    expect(split('ab<mark>cd')).toEqual([
      { text: 'ab', highlighted: false },
      { text: 'cd', highlighted: true },
    ]);
    expect(split('<mark>a</mark><mark>b</mark>')).toEqual([{ text: 'ab', highlighted: true }]);
  });

  it('works with other tags', () => {
    expect(highlightParts('x[[y]]z', '[[', ']]')).toEqual([
      { text: 'x', highlighted: false },
      { text: 'y', highlighted: true },
      { text: 'z', highlighted: false },
    ]);
  });

  it('leaves unknown entities alone and does not double-unescape', () => {
    expect(unescapeHtml('&amp;lt; &nbsp;')).toBe('&lt; &nbsp;');
  });
});
