// JSON requests to the worker's API as a shopper's browser on that host sends them: same-origin
// `Origin`, and the client IP Cloudflare would report in `CF-Connecting-IP` (left out when null).
import { send } from './request.ts';

export interface ApiRequestOptions {
  ip: string | null;
  cookie?: string;
}

export function postJson(url: string, body: unknown, { ip, cookie }: ApiRequestOptions): Promise<Response> {
  return send(url, { body, ip, cookie });
}

/** A client IP of its own per call (documentation ranges), so tests do not share rate-limit budgets. */
export function ipSource(prefix: '198.51.100' | '203.0.113' | '192.0.2'): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}.${next}`;
  };
}

/**
 * The local Rate Limiting binding counts in windows aligned to the wall clock; a test that counts up to
 * a limit first waits out a window edge that is less than `marginMs` away, so its count is not split.
 */
export async function awayFromWindowEdge(periodSeconds: number, marginMs = 5_000): Promise<void> {
  const untilEdge = periodSeconds * 1000 - (Date.now() % (periodSeconds * 1000));
  if (untilEdge < marginMs) await new Promise((resolve) => setTimeout(resolve, untilEdge + 250));
}
