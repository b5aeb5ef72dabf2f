// The live side of the cart client: one websocket per cart id to the cart's Durable Object (spec part 2
// §7.5, §8 "Websocket", §9 "Websocket"). Keeps itself alive with `ping`, reconnects a few times after
// a drop, and gives up (logged) when the server says the socket is not wanted.
import type { CartMessage } from '../../domain/cart/types.ts';
import { parseCartMessage } from './cart-schema.ts';

/** Reconnect attempts after a drop (spec: 3 in one reading, 2 in the other; 3 chosen). */
export const SOCKET_RETRIES = 3;
export const SOCKET_RETRY_DELAY_MS = 5000;
/** The server answers `ping` with `pong` without waking the Durable Object. */
export const SOCKET_PING_INTERVAL_MS = 30_000;
/** Close codes the server uses when retrying cannot help. */
export const CLOSE_NOT_YOUR_CART = 4003;
export const CLOSE_TOO_MANY_TABS = 4009;
const FINAL_CLOSE_CODES: readonly number[] = [CLOSE_NOT_YOUR_CART, CLOSE_TOO_MANY_TABS];

/** The part of `WebSocket` the client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface CartSocketOptions {
  url: string;
  onMessage: (message: CartMessage) => void;
  /** A dropped connection came back: updates may have been missed, so the caller reloads the cart. */
  onReconnect: () => void;
  createSocket?: (url: string) => SocketLike;
}

const OPEN = 1;

/** Opens the cart's socket; the returned function closes it for good. */
export function openCartSocket({ url, onMessage, onReconnect, createSocket = (u) => new WebSocket(u) }: CartSocketOptions): () => void {
  let socket: SocketLike | null = null;
  let stopped = false;
  let openedBefore = false;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const send = (data: string) => {
    try {
      if (socket?.readyState === OPEN) socket.send(data);
    } catch (error) {
      console.warn('cart websocket: send failed', error);
    }
  };

  const connect = () => {
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      retries = 0;
      clearInterval(pingTimer);
      pingTimer = setInterval(() => send('ping'), SOCKET_PING_INTERVAL_MS);
      if (openedBefore) onReconnect();
      openedBefore = true;
    };
    current.onmessage = (event) => {
      if (typeof event.data !== 'string' || event.data === 'pong') return;
      const message = parseCartMessage(event.data);
      if (message) onMessage(message);
      else console.warn('cart websocket: unknown event', event.data.slice(0, 200));
    };
    current.onclose = (event) => {
      clearInterval(pingTimer);
      if (stopped || socket !== current) return;
      if (FINAL_CLOSE_CODES.includes(event.code)) {
        console.warn(`cart websocket closed by the server (${event.code} ${event.reason}); not reconnecting`);
        return;
      }
      if (retries >= SOCKET_RETRIES) {
        console.error(`cart websocket: connection failed after ${SOCKET_RETRIES} retries`);
        return;
      }
      retries += 1;
      retryTimer = setTimeout(connect, SOCKET_RETRY_DELAY_MS);
    };
    current.onerror = () => {
      // A close event follows and decides about reconnecting.
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    socket?.close(1000, 'done');
    socket = null;
  };
}
