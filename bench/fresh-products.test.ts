import { describe, expect, it } from 'vitest';
import { marketFor } from '../src/domain/markets/resolve-market.ts';
import { matchRoute } from '../src/domain/routes/route-table.ts';
import { freshProductPaths, missingProductPaths, type SeedProduct } from './fresh-products.ts';

const eur = { value: { currencyCode: 'EUR', centAmount: 9900, fractionDigits: 2 } };
const product = (sku: string, extra: Partial<SeedProduct['masterVariant']> = {}): SeedProduct => ({
  slug: { sk: `vyrobok-${sku}`, lt: `gaminys-${sku}` },
  masterVariant: { sku, prices: [eur], ...extra },
});

const catalogue = [
  product('10010001'),
  product('10010002'),
  product('10010003', { attributes: [{ name: 'enabledOnMarket', value: { 'sk-SK': 'false' } }] }),
  product('10010004', { attributes: [{ name: 'isVirtual', value: true }] }),
  product('10010005', { prices: [{ value: { currencyCode: 'CZK', centAmount: 990_00, fractionDigits: 2 } }] }),
  product('10010006'),
];

describe('freshProductPaths', () => {
  it('takes products the market sells from the end of the catalogue, skipping the SKUs the run uses', () => {
    expect(freshProductPaths(catalogue, marketFor('SK'), new Set(['10010006']), 2)).toEqual(['/p/vyrobok-10010002', '/p/vyrobok-10010001']);
  });

  it('writes the path of the market’s language', () => {
    expect(freshProductPaths(catalogue, marketFor('LT'), new Set(), 1)[0]).toMatch(/^\/[a-z]+\/gaminys-10010006$/);
  });

  it('refuses to measure fewer products than asked rather than reuse a viewed one', () => {
    expect(() => freshProductPaths(catalogue, marketFor('SK'), new Set(['10010001', '10010002']), 2)).toThrow(/only 1 unviewed/);
  });
});

describe('missingProductPaths', () => {
  it('gives distinct paths that the route table sends to the product page', () => {
    const paths = missingProductPaths(marketFor('SK'), 3);
    expect(new Set(paths).size).toBe(3);
    for (const path of paths) expect(matchRoute(path, marketFor('SK'))).toMatchObject({ name: 'product' });
  });
});
