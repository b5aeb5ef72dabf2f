import { describe, expect, it } from 'vitest';
import { linesRemovedWith, type LineRef } from './line-removal.ts';

const product = (id: string, sku: string): LineRef => ({ id, sku, parentSku: null });
const guarantee = (id: string, sku: string, parentSku: string): LineRef => ({ id, sku, parentSku });
const ids = (lines: readonly LineRef[]) => lines.map((line) => line.id);

describe('linesRemovedWith', () => {
  const cart = [
    product('a', 'EX10000001'),
    guarantee('ga', '4100010', 'EX10000001'),
    product('b', 'EX10000002'),
    guarantee('gb', '4100030', 'EX10000002'),
  ];

  it('takes the guarantees of a removed product along, and only those', () => {
    expect(ids(linesRemovedWith(cart, 'a'))).toEqual(['a', 'ga']);
    expect(ids(linesRemovedWith(cart, 'b'))).toEqual(['b', 'gb']);
  });

  it('removes only the guarantee when a guarantee line is removed', () => {
    expect(ids(linesRemovedWith(cart, 'ga'))).toEqual(['ga']);
    // A guarantee that lost its parent link is still a guarantee, not a product with guarantees.
    expect(ids(linesRemovedWith([product('x', 'EX10000001'), product('g', '4100010')], 'g'))).toEqual(['g']);
  });

  it('keeps the guarantees while another line of the same product stays', () => {
    const twice = [product('a1', 'EX10000001'), product('a2', 'EX10000001'), guarantee('g', '4100010', 'EX10000001')];
    expect(ids(linesRemovedWith(twice, 'a2'))).toEqual(['a2']);
    expect(
      ids(
        linesRemovedWith(
          twice.filter((line) => line.id !== 'a2'),
          'a1',
        ),
      ),
    ).toEqual(['a1', 'g']);
  });

  it('removes nothing for a line that is not in the cart', () => {
    expect(linesRemovedWith(cart, 'missing')).toEqual([]);
  });
});
