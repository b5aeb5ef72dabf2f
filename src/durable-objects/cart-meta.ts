// What the cart's Durable Object keeps of the cart it writes: its id, the store and market it belongs to,
// and the language a socket of no known language is shown (cart-session.ts).
import * as v from 'valibot';
import { LANGUAGES } from '../domain/markets/countries.ts';

export const CartMetaSchema = v.object({
  cartId: v.string(),
  storeKey: v.string(),
  currency: v.string(),
  country: v.string(),
  locale: v.string(),
  language: v.picklist(LANGUAGES),
});
export type CartMeta = v.InferOutput<typeof CartMetaSchema>;
