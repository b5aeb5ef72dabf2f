// Stock a shopper can buy from, per SKU: the inventory entry without a supply channel where a SKU has
// one, else the sum over its channels' entries (available quantity, or the quantity on stock when the
// entry does not say).
import type { InventoryEntry } from '@commercetools/platform-sdk';

type StockEntry = Pick<InventoryEntry, 'sku' | 'supplyChannel' | 'availableQuantity' | 'quantityOnStock'>;

export function availableStock(inventory: readonly StockEntry[]): Record<string, number> {
  const stock: Record<string, number> = {};
  const unchannelled = new Set(inventory.filter((entry) => !entry.supplyChannel).map((entry) => entry.sku));
  for (const entry of inventory) {
    if (unchannelled.has(entry.sku) && entry.supplyChannel) continue;
    stock[entry.sku] = (stock[entry.sku] ?? 0) + (entry.availableQuantity ?? entry.quantityOnStock);
  }
  return stock;
}
