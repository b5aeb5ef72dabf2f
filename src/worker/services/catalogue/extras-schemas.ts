// Shapes of the product page's extras as the cache keeps them; read back through these, so an entry of
// an older release (or a broken one) is a miss, never a malformed page. Typed against the domain's
// types: a field added there and not here fails to compile. (When the domain derives ProductCard and
// Money from schemas of its own, these give way to them.)
import * as v from 'valibot';
import type { ComparisonTable } from '../../../domain/catalogue/comparison-table.ts';
import type { Money, ProductCard, VolumeDiscountTier } from '../../../domain/catalogue/types.ts';
import { CURRENCY_CODES } from '../../../domain/markets/countries.ts';

const MoneySchema: v.GenericSchema<Money> = v.object({
  centAmount: v.number(), currencyCode: v.picklist(CURRENCY_CODES), fractionDigits: v.number(),
});

export const ProductCardSchema: v.GenericSchema<ProductCard> = v.object({
  sku: v.string(),
  name: v.string(),
  slug: v.string(),
  brand: v.string(),
  price: MoneySchema,
  originalPrice: v.nullable(MoneySchema),
  avgRating: v.number(),
  reviewCount: v.number(),
  stock: v.number(),
  image: v.string(),
  tags: v.array(v.string()),
});

export const ProductCardsSchema = v.array(ProductCardSchema);

export const ComparisonTableSchema: v.GenericSchema<ComparisonTable> = v.object({
  columns: v.array(v.object({
    sku: v.string(),
    name: v.string(),
    slug: v.string(),
    brand: v.string(),
    image: v.string(),
    price: v.nullable(MoneySchema),
    originalPrice: v.nullable(MoneySchema),
    current: v.boolean(),
  })),
  rows: v.array(v.object({ label: v.string(), values: v.array(v.string()) })),
});

export const VolumeDiscountTiersSchema: v.GenericSchema<VolumeDiscountTier[]> = v.array(
  v.object({ minQuantity: v.number(), percent: v.number() }),
);
