import { describe, expect, it } from 'vitest';
import { initialQueryOf } from './initial-query.ts';

describe('initialQueryOf', () => {
  it('reads the query on the search page', () => {
    expect(initialQueryOf('/search?query=v%C3%A1ha&page=2', '/search')).toBe('váha');
    expect(initialQueryOf('/fr/search?query=grill+3600', '/fr/search')).toBe('grill 3600');
  });

  it('is empty elsewhere, without a query or without a path', () => {
    expect(initialQueryOf('/c/grills?query=x', '/search')).toBe('');
    expect(initialQueryOf('/search', '/search')).toBe('');
    expect(initialQueryOf(undefined, '/search')).toBe('');
  });

  it('survives paths that are not URLs of their own (found by fuzzing: `//` threw while rendering every page)', () => {
    expect(initialQueryOf('//', '/search')).toBe('');
    expect(initialQueryOf('//evil.example/search?query=x', '/search')).toBe('');
    expect(initialQueryOf('/%', '/search')).toBe('');
    // A broken escape decodes to the replacement character, as the browser's URLSearchParams does.
    expect(initialQueryOf('/search?query=%E0%A4%A', '/search')).toBe('\uFFFD%A');
  });
});
