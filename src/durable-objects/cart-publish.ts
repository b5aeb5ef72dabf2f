// How the cart's Durable Object stores a cart commercetools answered and shows it to its tabs: the cart
// with its lines' texts in every language of its country, its owner, and the stock of its SKUs (re-read,
// best effort). After a flush the sockets get the cart first and then the stock, each socket in its tab's
// language. Never fails for the stock: the cart is what matters, and it is already committed.
import type { CartMessage } from '../domain/cart/types.ts';
import { cartLanguages } from '../domain/cart/line-language.ts';
import type { Language } from '../domain/markets/countries.ts';
import type { Env } from '../worker/env.ts';
import { appCart, appLineTexts, type CommerceCart } from '../worker/services/commerce/cart-burst.ts';
import { getStock } from '../worker/services/commerce/products.ts';
import { broadcast, broadcastCart } from './cart-sockets.ts';
import { readStoredState, stateIn, type StoredState } from './stored-cart-state.ts';
import { logWarn } from '../worker/services/observability/log.ts';

/** `language`: the one of the call that brought the cart; `broadcastIt`: whether the tabs are told. */
export async function publishCart(
  ctx: DurableObjectState,
  env: Env,
  cart: CommerceCart,
  language: Language,
  broadcastIt: boolean,
): Promise<StoredState> {
  const mapped = appCart(cart, language);
  const texts = appLineTexts(cart, [...new Set([language, ...cartLanguages(mapped.country)])]);
  const known = (await readStoredState(ctx.storage))?.stock ?? {};
  const owner = cart.customerId ?? null;
  if (broadcastIt) {
    // The tabs get the cart at once, not a stock read later: the fresh stock follows as `updated stock`.
    const first: StoredState = { cart: mapped, stock: known, texts };
    await ctx.storage.put({ state: first, owner });
    broadcastCart(ctx, (socketLanguage) => stateIn(first, socketLanguage));
  }
  const fresh = await readStock(env, [...new Set(mapped.lines.map((line) => line.sku))]);
  const state: StoredState = { cart: mapped, stock: fresh ?? known, texts };
  await ctx.storage.put({ state, owner });
  if (broadcastIt && fresh) broadcast(ctx, { type: 'updated stock', data: fresh } satisfies CartMessage);
  return state;
}

/** The stock of the SKUs, or null (logged) when it cannot be read now: the caller keeps what it knew. */
async function readStock(env: Env, skus: string[]): Promise<Record<string, number> | null> {
  try {
    return Object.fromEntries(await getStock(env, skus));
  } catch (error) {
    logWarn('cart stock refresh failed; the last known stock is kept', error);
    return null;
  }
}
