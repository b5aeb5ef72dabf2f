// InventoryEntryDrafts: one entry per SKU, no supply channel.
import type { InventoryEntryDraft } from '@commercetools/platform-sdk';
import type { Item } from './catalogue.ts';

/** Virtual extra-guarantee products are never out of stock. */
const VIRTUAL_STOCK = 100_000;

export const inventoryDrafts = (items: readonly Item[], virtualSkus: readonly string[]): InventoryEntryDraft[] => [
  ...items.map((item) => ({ sku: item.sku, quantityOnStock: item.stock })),
  ...virtualSkus.map((sku) => ({ sku, quantityOnStock: VIRTUAL_STOCK })),
];
