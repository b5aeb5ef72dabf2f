import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartMessage } from '../../domain/cart/types.ts';
import { openCartSocket, SOCKET_PING_INTERVAL_MS, SOCKET_RETRIES, SOCKET_RETRY_DELAY_MS, type SocketLike } from './cart-socket.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' } as CloseEvent);
  }
}

describe('openCartSocket', () => {
  let sockets: FakeSocket[];
  let messages: CartMessage[];
  let reconnects: number;
  const open = () =>
    openCartSocket({
      url: 'ws://de.localhost/api/cart/ws?cartId=c1',
      onMessage: (message) => messages.push(message),
      onReconnect: () => {
        reconnects += 1;
      },
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    messages = [];
    reconnects = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('passes parsed messages on, ignores pong and warns about unknown events', () => {
    open();
    sockets[0]!.open();
    sockets[0]!.receive(JSON.stringify({ type: 'updated stock', data: { EX10010001: 4 } }));
    sockets[0]!.receive('pong');
    sockets[0]!.receive(JSON.stringify({ type: 'something else' }));
    expect(messages).toEqual([{ type: 'updated stock', data: { EX10010001: 4 } }]);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('passes on that the cart moved (sign-in merged it): the page loads the cart again', () => {
    open();
    sockets[0]!.open();
    sockets[0]!.receive(JSON.stringify({ type: 'cart moved' }));
    expect(messages).toEqual([{ type: 'cart moved' }]);
  });

  it('pings every 30 s while open', () => {
    open();
    sockets[0]!.open();
    vi.advanceTimersByTime(SOCKET_PING_INTERVAL_MS * 2);
    expect(sockets[0]!.sent).toEqual(['ping', 'ping']);
  });

  it('reconnects 3 times, 5 s apart, then logs the failure', () => {
    open();
    for (let attempt = 0; attempt < SOCKET_RETRIES; attempt += 1) {
      sockets[attempt]!.drop();
      vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS - 1);
      expect(sockets).toHaveLength(attempt + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 2);
    }
    sockets[SOCKET_RETRIES]!.drop();
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS * 3);
    expect(sockets).toHaveLength(SOCKET_RETRIES + 1);
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('reloads after a reconnect and starts counting retries again', () => {
    open();
    sockets[0]!.open();
    sockets[0]!.drop();
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS);
    sockets[1]!.open();
    expect(reconnects).toBe(1);
  });

  it('does not retry when the server refuses the socket (4003, 4009)', () => {
    open();
    sockets[0]!.open();
    sockets[0]!.drop(4009);
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS * 2);
    expect(sockets).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('closes for good when asked', () => {
    const close = open();
    sockets[0]!.open();
    close();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.drop();
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS * 2);
    expect(sockets).toHaveLength(1);
  });
});
