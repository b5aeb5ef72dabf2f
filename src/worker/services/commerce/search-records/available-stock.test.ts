import { describe, expect, it } from 'vitest';
import { availableStock } from './available-stock.ts';

const channel = (id: string) => ({ typeId: 'channel' as const, id });

describe('availableStock', () => {
  it('takes the entry without a channel where there is one, else sums the channels', () => {
    expect(
      availableStock([
        { sku: 'A', availableQuantity: 5, quantityOnStock: 9 },
        { sku: 'A', supplyChannel: channel('warehouse'), availableQuantity: 100, quantityOnStock: 100 },
        { sku: 'B', supplyChannel: channel('north'), availableQuantity: 2, quantityOnStock: 2 },
        { sku: 'B', supplyChannel: channel('south'), availableQuantity: 3, quantityOnStock: 4 },
      ]),
    ).toEqual({ A: 5, B: 5 });
  });
});
