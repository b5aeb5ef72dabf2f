// What the JSON endpoints share: messages in the shopper's language, the request body read once, and a
// JSON answer (not the HTML error page) when a backend fails underneath an endpoint.
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messagesFor } from '../../react/i18n/messages.ts';
import type { Env } from '../env.ts';

type ApiContext = Context<{ Bindings: Env }>;

/** The message of a locale key in the market's language (English where it has no translation). */
export const localized = (c: ApiContext, key: string): string => messagesFor(c.get('market').language)[key] ?? key;

/** The parsed JSON body, or `undefined` when the body is not JSON at all. */
export async function jsonBody(c: ApiContext): Promise<unknown> {
  try {
    return await c.req.json<unknown>();
  } catch {
    // Not JSON: the caller answers 400 'malformed'; nothing to log about a shopper's bad request.
    return undefined;
  }
}

/**
 * A failure underneath an endpoint (commerce down, a bug) as `{ error: 'unavailable', message }` with
 * 503, logged; the shopper's form can show the message instead of an HTML page.
 */
export function jsonFailure(messageKey: string): ErrorHandler<{ Bindings: Env }> {
  return (error, c) => {
    const status = error instanceof HTTPException && error.status < 500 ? error.status : 503;
    console.error('API request failed', c.req.method, c.req.url, error);
    return c.json({ error: 'unavailable', message: localized(c, messageKey) }, status);
  };
}
