// Re-applies price selection (price-selection.ts) to product-projection responses of the emulator,
// from the same query parameters the real API reads.
import type { FastifyInstance } from 'fastify';
import type { Price } from '@commercetools/platform-sdk';
import { selectPrice, type PriceSelector } from './price-selection.ts';

interface VariantLike {
  prices?: Price[];
  price?: Price;
}
interface ProjectionLike {
  masterVariant?: VariantLike;
  variants?: VariantLike[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

function selectorOf(query: unknown): PriceSelector | null {
  if (!isRecord(query)) return null;
  const currency = text(query['priceCurrency']);
  if (!currency) return null;
  const selector: PriceSelector = { currency };
  const country = text(query['priceCountry']);
  const channel = text(query['priceChannel']);
  const customerGroup = text(query['priceCustomerGroup']);
  if (country) selector.country = country;
  if (channel) selector.channel = channel;
  if (customerGroup) selector.customerGroup = customerGroup;
  return selector;
}

function reselect(projection: ProjectionLike, selector: PriceSelector) {
  for (const variant of [projection.masterVariant, ...(projection.variants ?? [])]) {
    if (!variant) continue;
    const selected = selectPrice(variant.prices, selector);
    if (selected) variant.price = selected;
    else delete variant.price;
  }
}

export function fixProjectionPriceSelection(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.url.includes('/product-projections')) return payload;
    const selector = selectorOf(request.query);
    if (!selector || !isRecord(payload)) return payload;
    const projections = Array.isArray(payload['results']) ? payload['results'] : [payload];
    for (const projection of projections) if (isRecord(projection)) reselect(projection, selector);
    return payload;
  });
}
