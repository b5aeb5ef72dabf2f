// The worker's real KV namespace and Cache API wrapped so a test can count what was written to them.

export interface Counted<T> {
  binding: T;
  writes: () => number;
}

/** The KV namespace, counting `put`s; every other call goes to the real one. */
export function countingKv(kv: KVNamespace): Counted<KVNamespace> {
  let writes = 0;
  const binding = new Proxy(kv, {
    get(target, property) {
      if (property === 'put') {
        return (...args: Parameters<KVNamespace['put']>) => {
          writes += 1;
          return target.put(...args);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { binding, writes: () => writes };
}

/** The Cache API's default cache, counting `put`s. */
export function countingCache(cache: Cache): Counted<Cache> {
  let writes = 0;
  const binding = new Proxy(cache, {
    get(target, property) {
      if (property === 'put') {
        return (...args: Parameters<Cache['put']>) => {
          writes += 1;
          return target.put(...args);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { binding, writes: () => writes };
}

/** The static-assets binding, recording the method and path of every request sent to it. */
export function recordingAssets(assets: Fetcher): { binding: Fetcher; requests: () => string[] } {
  const requests: string[] = [];
  const binding = new Proxy(assets, {
    get(target, property) {
      if (property === 'fetch') {
        return (input: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(input, init);
          requests.push(`${request.method} ${new URL(request.url).pathname}`);
          return target.fetch(request);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { binding, requests: () => [...requests] };
}
