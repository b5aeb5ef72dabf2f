// The one way a JSON endpoint says no: `{ error, message }` with the message in the shopper's language,
// never stored by a cache (a refusal is about this request only), and with `Retry-After` when trying
// again later can help (a backend outage, a rate limit).
import type { Context } from 'hono';
import { RETRY_AFTER_SECONDS } from '../../domain/security/retry-after.ts';
import { localized } from './localized.ts';
import { errorCodeOf, type MessageKey, type RefusalKey } from './message-key.ts';

/** What the JSON APIs answer that a browser or a cache must never keep. */
export const PRIVATE_NO_STORE = 'private, no-store';

export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 426 | 429 | 502 | 503;

export interface RefusalOptions {
  /** More of the answer, e.g. the cart as it stands after a failed update. */
  body?: Readonly<Record<string, unknown>>;
  /** Seconds until another try can succeed; a 503 says RETRY_AFTER_SECONDS unless told otherwise. */
  retryAfterSeconds?: number;
}

export function refuse(c: Context, key: RefusalKey, status: RefusalStatus, options?: RefusalOptions): Response;
/** A message whose key does not name the error (e.g. `rateLimit.message`): the code is given. */
export function refuse(c: Context, key: MessageKey, status: RefusalStatus, options: RefusalOptions & { error: string }): Response;
export function refuse(c: Context, key: MessageKey, status: RefusalStatus, options: RefusalOptions & { error?: string } = {}): Response {
  const error = options.error ?? errorCodeOf(key);
  const retryAfter = options.retryAfterSeconds ?? (status === 503 ? RETRY_AFTER_SECONDS : undefined);
  c.header('cache-control', PRIVATE_NO_STORE);
  if (retryAfter !== undefined) c.header('retry-after', String(retryAfter));
  return c.json({ ...options.body, error, message: localized(c, key) }, status);
}
