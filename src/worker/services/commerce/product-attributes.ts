// A projection's attributes by name: the product-level ones first, then the master variant's (the
// catalogue keeps them on the variant today; product-level attributes win where both exist). Values
// arrive untyped from commercetools, so readers check each one instead of casting.
import type { Attribute, ProductProjection } from '@commercetools/platform-sdk';
import type { SaleFacts } from '../../../domain/catalogue/sellable.ts';
import type { Money } from '../../../domain/catalogue/types.ts';

export type AttributeMap = ReadonlyMap<string, unknown>;

export function attributesOf(projection: ProductProjection): AttributeMap {
  const byName = new Map<string, unknown>();
  const all: Attribute[] = [...(projection.attributes ?? []), ...(projection.masterVariant.attributes ?? [])];
  for (const attribute of all) if (!byName.has(attribute.name)) byName.set(attribute.name, attribute.value);
  return byName;
}

/** A localized-text attribute whose values are all texts (`{ 'de-DE': 'true', … }`); null otherwise. */
function textRecord(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The facts the domain's `isSellableIn` decides on, with the price selected for the market. */
export const saleFactsOf = (attributes: AttributeMap, price: Money | null): SaleFacts => ({
  isVirtual: attributes.get('isVirtual') === true,
  eligibleForSelling: attributes.get('eligibleForSelling') !== false,
  enabledOnMarket: textRecord(attributes.get('enabledOnMarket')),
  price,
});
