// The `Server-Timing` header of a page: the time each backend took before the page started to answer and
// what the caches gave, so an operator (or a shopper's devtools) sees why a page was slow. Names are the
// backends' (commerce, search, payments…), never a URL or an id.
import type { RequestRecord } from './request-context.ts';

const round = (ms: number) => Math.round(ms * 10) / 10;

export function serverTiming(record: RequestRecord, totalMs: number): string {
  const entries: string[] = [];
  for (const [backend, timing] of record.backends) {
    entries.push(`${backend};dur=${round(timing.ms)};desc="${timing.calls} call${timing.calls === 1 ? '' : 's'}"`);
  }
  const { hits, misses, stale } = record.cache;
  if (hits + misses + stale > 0)
    entries.push(`cache;desc="${hits} hit${hits === 1 ? '' : 's'}, ${misses} miss${misses === 1 ? '' : 'es'}, ${stale} stale"`);
  entries.push(`total;dur=${round(totalMs)}`);
  return entries.join(', ');
}
