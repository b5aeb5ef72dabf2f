// An Algolia-protocol HTTP server on 127.0.0.1 over SearchEngine: the search and write routes the
// algoliasearch v5 clients (full and lite, Node and browser) call. Any application id and API key are
// accepted; CORS is open because the browser calls it too.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { NotFoundError, SearchEngine, type BatchOperation } from './search-engine.ts';
import type { IndexSettings } from './search-query.ts';
import { readSearchParams } from './search-params.ts';

export interface SearchServer {
  url: string;
  engine: SearchEngine;
  close: () => Promise<void>;
}

class HttpError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

type Body = Record<string, unknown>;
type Handler = (match: string[], body: Body, query: URLSearchParams) => unknown;

const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const bodies = (value: unknown): Body[] => (Array.isArray(value) ? value.filter(isBody) : []);

const readBody = async (request: IncomingMessage): Promise<Body> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (!isBody(parsed)) throw new HttpError(400, 'Request body must be a JSON object');
  return parsed;
};

const routes = (engine: SearchEngine): Array<[string, RegExp, Handler]> => {
  const taskAnswer = () => ({ taskID: engine.task(), updatedAt: new Date().toISOString() });
  const search = (indexName: string, body: Body) => {
    const params = readSearchParams(body);
    if (body.type === 'facet' && typeof body.facet === 'string') return engine.searchForFacetValues(indexName, body.facet, params);
    return engine.search(indexName, params);
  };
  const batchOperations = (requests: Body[]): BatchOperation[] =>
    requests.map((r) => ({ action: String(r.action), ...(isBody(r.body) ? { body: r.body } : {}) }));
  return [
    [
      'POST',
      /^\/1\/indexes\/\*\/queries$/,
      (_m, body) => ({
        results: bodies(body.requests).map((request) => search(String(request.indexName), request)),
      }),
    ],
    [
      'POST',
      /^\/1\/indexes\/\*\/objects$/,
      (_m, body) => ({
        results: bodies(body.requests).map((r) => engine.getObject(String(r.indexName), String(r.objectID)) ?? null),
      }),
    ],
    [
      'POST',
      /^\/1\/indexes\/\*\/batch$/,
      (_m, body) => {
        const taskID: Record<string, number> = {};
        const objectIDs = bodies(body.requests).flatMap((r) => {
          const name = String(r.indexName);
          taskID[name] = engine.task();
          return engine.batch(name, batchOperations([r]));
        });
        return { taskID, objectIDs };
      },
    ],
    [
      'GET',
      /^\/1\/indexes\/?$/,
      () => {
        const items = engine.list();
        return { items, nbPages: 1 };
      },
    ],
    ['GET', /^\/1\/task\/([^/]+)$/, () => ({ status: 'published' })],
    ['POST', /^\/1\/indexes\/([^/]+)\/query$/, ([name = ''], body) => search(name, body)],
    ['GET', /^\/1\/indexes\/([^/]+)$/, ([name = ''], _b, query) => search(name, Object.fromEntries(query))],
    [
      'POST',
      /^\/1\/indexes\/([^/]+)\/browse$/,
      ([name = ''], body) => {
        const result = engine.search(name, { ...readSearchParams(body), hitsPerPage: 1000 });
        return { ...result, cursor: undefined };
      },
    ],
    [
      'POST',
      /^\/1\/indexes\/([^/]+)\/facets\/([^/]+)\/query$/,
      ([name = '', facet = ''], body) => engine.searchForFacetValues(name, facet, readSearchParams(body)),
    ],
    [
      'POST',
      /^\/1\/indexes\/([^/]+)\/batch$/,
      ([name = ''], body) => ({ taskID: engine.task(), objectIDs: engine.batch(name, batchOperations(bodies(body.requests))) }),
    ],
    [
      'POST',
      /^\/1\/indexes\/([^/]+)\/clear$/,
      ([name = '']) => {
        engine.clear(name);
        return taskAnswer();
      },
    ],
    [
      'PUT',
      /^\/1\/indexes\/([^/]+)\/settings$/,
      ([name = ''], body, query) => {
        engine.setSettings(name, body as IndexSettings, query.get('forwardToReplicas') === 'true');
        return taskAnswer();
      },
    ],
    ['GET', /^\/1\/indexes\/([^/]+)\/settings$/, ([name = '']) => engine.getSettings(name)],
    [
      'POST',
      /^\/1\/indexes\/([^/]+)\/operation$/,
      ([name = ''], body) => {
        const operation = body.operation === 'move' ? 'move' : 'copy';
        const scope = Array.isArray(body.scope) ? body.scope.map(String) : undefined;
        engine.operation(name, operation, String(body.destination), scope);
        return taskAnswer();
      },
    ],
    ['GET', /^\/1\/indexes\/([^/]+)\/task\/([^/]+)$/, () => ({ status: 'published', pendingTask: false })],
    [
      'DELETE',
      /^\/1\/indexes\/([^/]+)$/,
      ([name = '']) => {
        engine.delete(name);
        return { taskID: engine.task(), deletedAt: new Date().toISOString() };
      },
    ],
    [
      'POST',
      /^\/1\/indexes\/([^/]+)$/,
      ([name = ''], body) => {
        const [objectID] = engine.batch(name, [{ action: 'addObject', body }]);
        return { taskID: engine.task(), objectID, createdAt: new Date().toISOString() };
      },
    ],
    [
      'GET',
      /^\/1\/indexes\/([^/]+)\/([^/]+)$/,
      ([name = '', id = '']) => {
        const record = engine.getObject(name, id);
        if (!record) throw new HttpError(404, 'ObjectID does not exist');
        return record;
      },
    ],
    [
      'PUT',
      /^\/1\/indexes\/([^/]+)\/([^/]+)$/,
      ([name = '', id = ''], body) => ({
        taskID: engine.task(),
        objectID: engine.batch(name, [{ action: 'updateObject', body: { ...body, objectID: id } }])[0],
        updatedAt: new Date().toISOString(),
      }),
    ],
    [
      'POST',
      /^\/1\/indexes\/([^/]+)\/([^/]+)\/partial$/,
      ([name = '', id = ''], body, query) => {
        const action = query.get('createIfNotExists') === 'false' ? 'partialUpdateObjectNoCreate' : 'partialUpdateObject';
        engine.batch(name, [{ action, body: { ...body, objectID: id } }]);
        return { taskID: engine.task(), objectID: id, updatedAt: new Date().toISOString() };
      },
    ],
    [
      'DELETE',
      /^\/1\/indexes\/([^/]+)\/([^/]+)$/,
      ([name = '', id = '']) => {
        engine.batch(name, [{ action: 'deleteObject', body: { objectID: id } }]);
        return { taskID: engine.task(), deletedAt: new Date().toISOString() };
      },
    ],
  ];
};

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-max-age': '86400',
};

const send = (response: ServerResponse, status: number, payload: unknown, extra: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS, ...extra });
  response.end(payload === undefined ? '' : JSON.stringify(payload));
};

/**
 * Test-only fault switch: `PUT /__faults {"unavailableIndexes": [...]}` makes every query that touches
 * one of those indexes answer 503, as a search service in an outage would. It is scoped to indexes so
 * that tests running in parallel against the same stand-in do not disturb each other.
 */
const faultedIndexes = (body: unknown, unavailable: ReadonlySet<string>): boolean => {
  if (unavailable.size === 0 || typeof body !== 'object' || body === null || !('requests' in body) || !Array.isArray(body.requests)) return false;
  return body.requests.some(
    (request: unknown) => typeof request === 'object' && request !== null && 'indexName' in request && unavailable.has(String(request.indexName)),
  );
};

export const createSearchHandler = (engine: SearchEngine) => {
  const table = routes(engine);
  let unavailable = new Set<string>();
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers'];
      send(response, 204, undefined, { 'access-control-allow-headers': typeof requested === 'string' ? requested : '*' });
      return;
    }
    try {
      const body = request.method === 'GET' || request.method === 'DELETE' ? {} : await readBody(request);
      if (request.method === 'PUT' && url.pathname === '/__faults') {
        const indexes = 'unavailableIndexes' in body && Array.isArray(body.unavailableIndexes) ? body.unavailableIndexes.map(String) : [];
        unavailable = new Set(indexes);
        send(response, 200, { unavailableIndexes: [...unavailable] });
        return;
      }
      if (faultedIndexes(body, unavailable)) {
        send(response, 503, { message: 'Service unavailable (local fault switch)', status: 503 });
        return;
      }
      for (const [method, pattern, handler] of table) {
        const match = request.method === method ? pattern.exec(url.pathname) : null;
        if (match) {
          send(response, 200, handler(match.slice(1).map(decodeURIComponent), body, url.searchParams));
          return;
        }
      }
      throw new HttpError(404, `Path ${request.method} ${url.pathname} not supported by the local search server`);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : error instanceof NotFoundError ? 404 : 400;
      const message = error instanceof Error ? error.message : String(error);
      send(response, status, { message, status });
    }
  };
};

export const startSearchServer = async ({
  port,
  host = '127.0.0.1',
  engine = new SearchEngine(),
}: {
  port: number;
  host?: '127.0.0.1';
  engine?: SearchEngine;
}): Promise<SearchServer> => {
  const handler = createSearchHandler(engine);
  // Idle keep-alive sockets stay open longer than Node's 5 s: a busy indexer (the 10× catalogue builds
  // records between its writes) sent its next write on a socket the server had just closed, and the
  // client, with this one host, gave up ("Unreachable hosts").
  const server = createServer({ keepAliveTimeout: 120_000 }, (request, response) => void handler(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    engine,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
