// The cart as the cart's Durable Object stores it: the tabs' state with its lines' names and slugs in
// every language of the cart's country, and the view of it a tab browsing one of them gets. Kept apart
// from the object itself so the object stays about ordering writes and telling tabs.
import * as v from 'valibot';
import { cartInLanguage, LineTextsSchema } from '../domain/cart/line-language.ts';
import { CartStateSchema, type CartState } from '../domain/cart/types.ts';
import type { Language } from '../domain/markets/countries.ts';
import { logWarn } from '../worker/services/observability/log.ts';

/** The cart as stored: the tabs' state, with the lines' names and slugs in every language of the cart's country. */
const StoredStateSchema = v.object({ ...CartStateSchema.entries, texts: LineTextsSchema });
export type StoredState = v.InferOutput<typeof StoredStateSchema>;

/** The cart as the tabs last saw it, parsed with the schema it was written with; null when none is. */
export async function readStoredState(storage: DurableObjectStorage): Promise<StoredState | null> {
  const stored: unknown = await storage.get('state');
  if (stored === undefined) return null;
  const parsed = v.safeParse(StoredStateSchema, stored);
  if (parsed.success) return parsed.output;
  logWarn('stored cart state does not parse (written by an older release?); it is read again from commercetools', parsed.issues[0].message);
  return null;
}

/** The stored cart as a tab browsing `language` sees it (the texts stay in the object). */
export function stateIn({ texts, ...state }: StoredState, language: Language | null): CartState {
  return language ? cartInLanguage(state, texts, language) : state;
}

/** The commercetools customer a cart belongs to (`customerId`), kept with every published cart. */
export const OwnerSchema = v.nullable(v.string());

/** What a cart that is no more (ordered, merged, cleared) shows every tab. */
export const EMPTY: CartState = { cart: null, stock: {} };
