// Products for the "never viewed before" first byte: pages of the seed's products that the market sells
// (the domain's rule, src/domain/catalogue/sellable.ts), none of them asked for by any other part of the
// run. Taken from the end of the catalogue: the run's own product, cart and checkout lines are early SKUs,
// and a product of another department is not among their comparison or complementary products either.
import type { Market } from '../src/domain/markets/market.ts';
import { isSellableIn } from '../src/domain/catalogue/sellable.ts';
import { hrefFor } from '../src/domain/routes/route-table.ts';

interface SeedAttribute {
  name: string;
  value: unknown;
}
export interface SeedProduct {
  slug: Record<string, string | undefined>;
  masterVariant: {
    sku: string;
    prices: { value: { currencyCode: string; centAmount: number; fractionDigits: number }; country?: string }[];
    attributes?: SeedAttribute[];
  };
}

const attribute = (product: SeedProduct, name: string): unknown => product.masterVariant.attributes?.find((a) => a.name === name)?.value;

function sellableIn(product: SeedProduct, market: Market): boolean {
  const price = product.masterVariant.prices.find(
    (p) => p.value.currencyCode === market.currency && (p.country === undefined || p.country === market.country.code),
  );
  const enabled = attribute(product, 'enabledOnMarket');
  return isSellableIn(
    {
      isVirtual: attribute(product, 'isVirtual') === true,
      eligibleForSelling: attribute(product, 'eligibleForSelling') !== false,
      enabledOnMarket: typeof enabled === 'object' && enabled !== null ? (enabled as Record<string, string>) : null,
      price: price ? { ...price.value, currencyCode: market.currency } : null,
    },
    market.locale,
  );
}

/** Paths of `count` products the market sells whose SKUs are not in `used`, last in the catalogue first. */
export function freshProductPaths(products: readonly SeedProduct[], market: Market, used: ReadonlySet<string>, count: number): string[] {
  const paths = [...products]
    .reverse()
    .flatMap((product) => {
      const slug = product.slug[market.language];
      return slug && !used.has(product.masterVariant.sku) && sellableIn(product, market) ? [hrefFor(market, { name: 'product', slug })] : [];
    })
    .slice(0, count);
  if (paths.length < count) throw new Error(`only ${paths.length} unviewed products sold in ${market.locale}, ${count} wanted`);
  return paths;
}

/** Product URLs of no product, in the route's form (a slug ending in 8 digits) so they reach the product page. */
export const missingProductPaths = (market: Market, count: number): string[] =>
  Array.from({ length: count }, (_, i) => hrefFor(market, { name: 'product', slug: `bench-no-such-product-${99_990_000 + i}` }));
