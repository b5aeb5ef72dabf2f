// Reads the published catalogue, the categories and the inventory with the commercetools SDK, page by
// page (sorted by id, so pages do not shift while they are read).
import type { ByProjectKeyRequestBuilder, Category, InventoryEntry, ProductProjection } from '@commercetools/platform-sdk';
import { availableStock } from './available-stock.ts';
import type { CatalogueSnapshot } from './snapshot.ts';

const PAGE = 500;

const allPages = async <T>(fetchPage: (offset: number) => Promise<{ results: T[] }>): Promise<T[]> => {
  const all: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { results } = await fetchPage(offset);
    all.push(...results);
    if (results.length < PAGE) return all;
  }
};

export const readCatalogue = async (api: ByProjectKeyRequestBuilder): Promise<CatalogueSnapshot> => {
  const [products, categories, inventory] = await Promise.all([
    allPages<ProductProjection>(
      async (offset) =>
        (
          await api
            .productProjections()
            .get({ queryArgs: { staged: false, limit: PAGE, offset, sort: 'id asc' } })
            .execute()
        ).body,
    ),
    allPages<Category>(
      async (offset) =>
        (
          await api
            .categories()
            .get({ queryArgs: { limit: PAGE, offset, sort: 'id asc' } })
            .execute()
        ).body,
    ),
    allPages<InventoryEntry>(
      async (offset) =>
        (
          await api
            .inventory()
            .get({ queryArgs: { limit: PAGE, offset, sort: 'id asc' } })
            .execute()
        ).body,
    ),
  ]);
  return { products, categories, stock: availableStock(inventory) };
};
