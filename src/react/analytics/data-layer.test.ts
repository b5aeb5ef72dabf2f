import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../domain/cart/types.ts';
import { lineItem, track, variantOf } from './data-layer.ts';

const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR' as const, fractionDigits: 2 });
const line = (sku: string, parentSku: string | null): CartLine => ({
  id: 'l1',
  sku,
  productId: 'p',
  name: 'Slicer',
  slug: 'slicer-10010001',
  image: null,
  quantity: 2,
  unitPrice: eur(28899),
  totalPrice: eur(57798),
  parentSku,
  brand: 'Gastrova',
  isVirtual: parentSku !== null,
});

describe('data layer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the variant from the SKU prefix', () => {
    expect(variantOf('EX10010001')).toBe('A-ware');
    expect(variantOf('EX20010006')).toBe('B-ware');
    expect(variantOf('4100010')).toBeUndefined();
  });

  it('maps cart lines to items, guarantees as extra_guarantee', () => {
    expect(lineItem(line('EX10010001', null), 0, { EX10010001: 5 })).toEqual({
      item_id: 'EX10010001',
      item_name: 'Slicer',
      item_type: 'standard_product',
      item_brand: 'Gastrova',
      item_variant: 'A-ware',
      price: 288.99,
      currency: 'EUR',
      quantity: 2,
      index: 0,
      in_stock: true,
    });
    expect(lineItem(line('4100010', 'EX10010001'), 1, {}, 1).item_type).toBe('extra_guarantee');
  });

  it('pushes the event after clearing the previous ecommerce object', () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer });
    track('remove_from_cart', [lineItem(line('EX10010001', null), 0, {}, 1)]);
    expect(dataLayer[0]).toEqual({ ecommerce: null });
    expect(dataLayer[1]).toMatchObject({ event: 'remove_from_cart', ecommerce: { currency: 'EUR', value: 288.99 } });
  });
  it("gives a purchase the order's number, total and payment type beside its items", () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer });
    track('purchase', [lineItem(line('EX10010001', null), 0, {})], { transaction_id: 'EX100', value: 581.93, payment_type: 'cod' });
    expect(dataLayer[1]).toMatchObject({
      event: 'purchase',
      ecommerce: { currency: 'EUR', value: 581.93, transaction_id: 'EX100', payment_type: 'cod' },
    });
  });
});
