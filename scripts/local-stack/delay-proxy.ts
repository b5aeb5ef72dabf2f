// A loopback HTTP proxy that answers every request only after a fixed delay: the "slow backend" of the
// streaming benchmark and of the fault tests. `GET /__proxy/stats` is answered at once with the number
// of requests it is holding and has answered, so a test can tell that the worker answered before its
// backend did, without measuring time.
import { createServer, request, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DelayProxy {
  url: string;
  /** Changes the delay for requests that arrive from now on. */
  setDelay: (ms: number) => void;
  close: () => Promise<void>;
}

export async function startDelayProxy(target: string, initialDelayMs: number): Promise<DelayProxy> {
  const upstream = new URL(target);
  let delayMs = initialDelayMs;
  let pending = 0;
  let answered = 0;
  // Everything in flight, so closing leaves no timer and no socket behind: a forwarded request whose
  // caller had already gone (e.g. the worker's search timed out) kept an unread answer, and with it the
  // stand-in and the test runner, open after the tests.
  const timers = new Set<NodeJS.Timeout>();
  const forwardedRequests = new Set<ClientRequest>();
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === '/__proxy/stats') {
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pending, answered }));
      return;
    }
    pending += 1;
    outgoing.on('close', () => {
      pending -= 1;
      answered += 1;
    });
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (outgoing.destroyed) return; // the caller gave up: nothing to forward
      // One connection per request, closed after it.
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, host: upstream.host, connection: 'close' },
          agent: false,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwardedRequests.add(forwarded);
      forwarded.on('close', () => forwardedRequests.delete(forwarded));
      outgoing.on('close', () => forwarded.destroy());
      forwarded.on('error', (error) => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end(String(error));
      });
      incoming.pipe(forwarded);
    }, delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const forwarded of forwardedRequests) forwarded.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
