import { describe, expect, it } from 'vitest';
import { GUARANTEE_SKU_PREFIX, GUARANTEE_SKUS, isGuaranteeLine, isGuaranteeSku } from './guarantee-skus.ts';

describe('guarantee skus', () => {
  it('are the prefix 41000 and two digits, as the four the catalogue has', () => {
    expect(GUARANTEE_SKUS.every((sku) => sku.startsWith(GUARANTEE_SKU_PREFIX) && isGuaranteeSku(sku))).toBe(true);
    expect(isGuaranteeSku('4100050')).toBe(true);
    expect(isGuaranteeSku('410001')).toBe(false);
    expect(isGuaranteeSku('41000100')).toBe(false);
    expect(isGuaranteeSku('4200010')).toBe(false);
    expect(isGuaranteeSku('EX10012345')).toBe(false);
  });
});

describe('isGuaranteeLine', () => {
  it('is a line with a parent, or with a guarantee sku even when its parent link is lost', () => {
    expect(isGuaranteeLine({ sku: '4100010', parentSku: 'EX10012345' })).toBe(true);
    expect(isGuaranteeLine({ sku: '4100020', parentSku: null })).toBe(true);
    expect(isGuaranteeLine({ sku: 'EX10012345', parentSku: null })).toBe(false);
  });
});
