import { describe, expect, it } from 'vitest';
import { similarProductsBody, similarProductSkus } from './similar-products.ts';

describe('similarProductsBody', () => {
  it("names the locale's domain and similar-products id, the source SKU and the cookie", () => {
    expect(similarProductsBody({ locale: 'sk-SK', sourceSku: 'EX10010001', cookie: 'a1b2c3' })).toEqual({
      cookie: 'a1b2c3',
      typeId: 'sk-similar-products',
      domainId: 'exquip-sk-sk',
      languageAndCountry: 'sk-SK',
      sourceSku: 'EX10010001',
    });
  });

  it('sends an empty cookie when the shopper has none', () => {
    expect(similarProductsBody({ locale: 'fr-CH', sourceSku: 'EX10010001', cookie: undefined })).toMatchObject({
      cookie: '',
      domainId: 'exquip-ch-fr',
      typeId: 'ch-similar-products',
      languageAndCountry: 'fr-CH',
    });
  });

  it('is null for a locale without recommendation keys', () => {
    expect(similarProductsBody({ locale: 'sk-DE', sourceSku: 'EX10010001', cookie: '' })).toBeNull();
  });
});

describe('similarProductSkus', () => {
  it('reads the SKUs of results[0].value from items or bare strings, in order, without repeats', () => {
    expect(
      similarProductSkus({
        success: true,
        results: [
          { success: true, value: [{ item_id: 'EX10010002', title: 'Slicer' }, 'EX10010003', { sku: 'EX10010004' }, { id: 'EX10010002' }] },
          { success: true, value: [{ item_id: 'EX99999999' }] },
        ],
      }),
    ).toEqual(['EX10010002', 'EX10010003', 'EX10010004']);
  });

  it('drops items without a usable SKU but keeps the rest', () => {
    expect(similarProductSkus({ results: [{ value: [{ item_id: 12 }, {}, 'EX1 OR 1=1', ' EX10010005 ', null] }] })).toEqual(['EX10010005']);
  });

  it('answers an empty list for no recommendations', () => {
    expect(similarProductSkus({ success: true, results: [{ success: true, value: [] }] })).toEqual([]);
  });

  it('is null for a failure or an answer of another shape', () => {
    for (const response of [
      null,
      'EX10010002',
      [],
      {},
      { results: [] },
      { results: [{}] },
      { results: [{ value: 'EX10010002' }] },
      { success: false, results: [{ value: ['EX10010002'] }] },
      { results: [{ success: false, value: ['EX10010002'] }] },
      { results: { value: ['EX10010002'] } },
    ]) {
      expect(similarProductSkus(response), JSON.stringify(response)).toBeNull();
    }
  });
});
