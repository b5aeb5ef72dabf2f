// The shape of a Product as the worker stores it in its KV cache; read back through this schema, so a
// cache entry of an older release (or a broken one) is a miss, never a malformed page.
import * as v from 'valibot';
import { ALL_LOCALES, LANGUAGES } from '../markets/countries.ts';
import { MoneySchema } from '../money/money.ts';
import type { Product } from './types.ts';

export const ProductSchema: v.GenericSchema<Product> = v.object({
  id: v.string(),
  sku: v.string(),
  name: v.string(),
  slug: v.string(),
  slugs: v.record(v.picklist(LANGUAGES), v.string()),
  soldIn: v.array(v.picklist(ALL_LOCALES)),
  description: v.string(),
  metaTitle: v.string(),
  metaDescription: v.string(),
  brand: v.string(),
  images: v.array(v.object({ url: v.string(), width: v.number(), height: v.number() })),
  images360: v.array(v.string()),
  price: v.nullable(MoneySchema),
  originalPrice: v.nullable(MoneySchema),
  highlights: v.array(v.string()),
  techDetails: v.array(v.object({ label: v.string(), value: v.string() })),
  tags: v.array(v.string()),
  volumeDiscountGroup: v.nullable(v.string()),
  freight: v.boolean(),
  isBware: v.boolean(),
  ean: v.string(),
  avgRating: v.number(),
  reviewCount: v.number(),
  categoryIds: v.array(v.string()),
  complementaryCategoryIds: v.array(v.string()),
});
