import { describe, expect, it } from 'vitest';
import { canonicalUrl, robotsFor } from './robots.ts';

const origin = 'http://cz.localhost';
const url = (query: string) => new URL(`${origin}/c/gastronomie${query}`);

describe('listing pages for crawlers', () => {
  it('keeps a page above the first in the canonical link and lets it be indexed', () => {
    expect(canonicalUrl(origin, '/c/gastronomie', url('?page=3'))).toBe('http://cz.localhost/c/gastronomie?page=3');
    expect(robotsFor(url('?page=3'), true)).toBe('index, follow');
  });

  it('makes the first page the canonical of ?page=1 and of a page that is not a number', () => {
    expect(canonicalUrl(origin, '/c/gastronomie', url('?page=1'))).toBe('http://cz.localhost/c/gastronomie');
    expect(robotsFor(url('?page=1'), true)).toBe('index, follow');
    expect(canonicalUrl(origin, '/c/gastronomie', url('?page=abc'))).toBe('http://cz.localhost/c/gastronomie');
    expect(robotsFor(url('?page=abc'), true)).toBe('noindex, nofollow');
  });

  it('keeps the page in the canonical of a filtered or sorted variant, which is not indexed', () => {
    expect(canonicalUrl(origin, '/c/gastronomie', url('?sort=price_asc&page=2'))).toBe('http://cz.localhost/c/gastronomie?page=2');
    expect(robotsFor(url('?sort=price_asc&page=2'), true)).toBe('noindex, nofollow');
  });
});
