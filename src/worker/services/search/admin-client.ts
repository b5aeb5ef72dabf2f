// The real algoliasearch client with write access: Algolia itself (ALGOLIA_APP_ID with an admin key), or
// an Algolia-protocol server such as the local stand-in (SEARCH_URL, or 127.0.0.1:SEARCH_PORT by default).
import { algoliasearch, type Algoliasearch } from 'algoliasearch';

export interface SearchClientOptions {
  appId: string;
  apiKey: string;
  /** Local server URL (http://127.0.0.1:8182); absent = the application's Algolia hosts. */
  url?: string;
}

export const searchOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): SearchClientOptions => ({
  appId: env.ALGOLIA_APP_ID ?? 'local',
  apiKey: env.ALGOLIA_ADMIN_API_KEY ?? env.ALGOLIA_API_KEY ?? 'local',
  ...(env.SEARCH_URL ? { url: env.SEARCH_URL } : env.ALGOLIA_APP_ID ? {} : { url: `http://127.0.0.1:${env.SEARCH_PORT ?? '8182'}` }),
});

/** Milliseconds, generous: a whole index written to a local stand-in under a loaded machine. */
const LOCAL_TIMEOUTS = { connect: 30_000, read: 60_000, write: 120_000 };

export const createSearchClient = ({ appId, apiKey, url }: SearchClientOptions): Algoliasearch => {
  if (!url) return algoliasearch(appId, apiKey);
  const { protocol, host } = new URL(url);
  return algoliasearch(appId, apiKey, {
    hosts: [{ url: host, protocol: protocol === 'https:' ? 'https' : 'http', accept: 'readWrite' }],
    // A local server may share its process with the indexer (the local stack), which keeps it busy while
    // it builds the next market's records: Algolia's 2 s to connect would give up on a server that is up.
    timeouts: LOCAL_TIMEOUTS,
  });
};
