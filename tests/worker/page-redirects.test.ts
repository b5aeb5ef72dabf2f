// What pages answer with a redirect from their loaders instead of a page.
import { describe, expect, it } from 'vitest';
import { get } from './request.ts';
import { productOnStock } from './seed.ts';

describe('pages that redirect', () => {
  it('a product under another language’s slug moves permanently to its own, query kept', async () => {
    const product = productOnStock();
    const response = await get(`http://de.localhost/p/${product.slug['cs']}?ref=mail`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/p/${product.slug['de']}?ref=mail`);
  });
});
