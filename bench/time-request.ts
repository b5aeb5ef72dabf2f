// One timed page request of the bench: time to the response head (TTFB), to the first HTML chunk and to
// the end of the page. Local workerd gzips responses for clients that accept it and holds small compressed
// output until the end, so both encodings are offered: `identity` shows the stream as the worker writes it.

export interface TimedResponse {
  status: number;
  ttfb: number;
  firstChunk: number;
  full: number;
  bytes: number;
}

export async function timeRequest(url: string, encoding: 'identity' | 'gzip'): Promise<TimedResponse> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'user-agent': 'storefront-bench', 'accept-encoding': encoding }, redirect: 'manual' });
  const ttfb = performance.now() - started;
  // A redirect (not followed: its own time is what a shopper waits first) may come without a body.
  if (!response.body) return { status: response.status, ttfb, firstChunk: ttfb, full: ttfb, bytes: 0 };
  const reader = response.body.getReader();
  let firstChunk = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstChunk) firstChunk = performance.now() - started;
    bytes += value.byteLength;
  }
  return { status: response.status, ttfb, firstChunk, full: performance.now() - started, bytes };
}
