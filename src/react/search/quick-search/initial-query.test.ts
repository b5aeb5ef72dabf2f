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
});
