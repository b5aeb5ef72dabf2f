import { describe, it, expect } from 'vitest';
import { isProductSku, productNumberFromSlug, skuFromProductNumber, skuKind } from './sku.ts';

describe('product skus', () => {
  it('are EX plus eight digits', () => {
    expect(isProductSku('EX10012345')).toBe(true);
    expect(isProductSku('EX1001234')).toBe(false);
    expect(isProductSku('EX100123456')).toBe(false);
    expect(isProductSku('ex10012345')).toBe(false);
    expect(isProductSku('EX1001234a')).toBe(false);
    expect(isProductSku('4100010')).toBe(false);
  });

  it('tell their kind from the prefix', () => {
    expect(skuKind('EX10012345')).toBe('a-ware');
    expect(skuKind('EX20012345')).toBe('b-ware');
    expect(skuKind('EX18012345')).toBe('set');
    expect(skuKind('EX50012345')).toBe('test');
    expect(skuKind('EX30012345')).toBeUndefined();
    expect(skuKind('EX10')).toBeUndefined();
  });

  it('come from the product number at the end of a slug', () => {
    expect(productNumberFromSlug('drill-press-2000w-10012345')).toBe('10012345');
    expect(skuFromProductNumber('10012345')).toBe('EX10012345');
    expect(productNumberFromSlug('drill-press-123456789')).toBeUndefined();
    expect(productNumberFromSlug('drill-press-1234567')).toBeUndefined();
    expect(productNumberFromSlug('10012345')).toBeUndefined();
    expect(productNumberFromSlug('drill-10012345/')).toBeUndefined();
  });
});
