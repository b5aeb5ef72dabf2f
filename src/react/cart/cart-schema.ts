// What the browser accepts from the cart API, its websocket and the shop's other tabs: parsed once here
// with the cart's own schemas (src/domain/cart/types.ts, the shape the worker writes), so the rest of
// the UI works with typed `CartState` values (design: no casts on data from outside).
import * as v from 'valibot';
import { CartMessageSchema, CartStateSchema, type CartMessage, type CartState } from '../../domain/cart/types.ts';

const ErrorBodySchema = v.object({ error: v.string(), message: v.optional(v.string()) });

/** A `CartState` from a response body, or null when the body is not one. */
export function parseCartState(body: unknown): CartState | null {
  const result = v.safeParse(CartStateSchema, body);
  return result.success ? result.output : null;
}

const ChannelMessageSchema = v.object({ language: v.string(), state: CartStateSchema });

/** Another tab's cart and the language of its lines (use-cart.ts), or null when the message is not one. */
export function parseChannelMessage(data: unknown): { language: string; state: CartState } | null {
  const result = v.safeParse(ChannelMessageSchema, data);
  return result.success ? result.output : null;
}

/** A websocket message, or null (the caller warns about unknown events). */
export function parseCartMessage(text: string): CartMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const result = v.safeParse(CartMessageSchema, json);
  return result.success ? result.output : null;
}

/** The `{ error, message }` body of a refused request, if it is one. */
export function parseErrorBody(body: unknown): { error: string; message: string | null } | null {
  const result = v.safeParse(ErrorBodySchema, body);
  return result.success ? { error: result.output.error, message: result.output.message ?? null } : null;
}
