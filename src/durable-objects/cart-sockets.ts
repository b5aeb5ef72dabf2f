// The websocket hub of a cart (hibernation API): sockets survive the object sleeping, ping/pong is
// answered by the runtime without waking it, and every message goes to every socket of the cart.
import type { CartMessage, CartState } from '../domain/cart/types.ts';

/** Spec part 2 §9: at most 10 connections per cart. */
export const MAX_SOCKETS_PER_CART = 10;
export const CLOSE_TOO_MANY = 4009;
/** The cart moved (sign-in): the browser may reconnect, and is let in only as the cart's owner. */
export const CLOSE_CART_MOVED = 4010;

export function acceptCartSocket(ctx: DurableObjectState, state: CartState): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  if (ctx.getWebSockets().length >= MAX_SOCKETS_PER_CART) {
    // Accepted only to say why: the browser sees the close code and reason instead of a failed upgrade.
    server.accept();
    console.warn('cart socket refused: cart already has the maximum of sockets');
    server.close(CLOSE_TOO_MANY, `This cart is open in too many tabs (at most ${MAX_SOCKETS_PER_CART}).`);
    return new Response(null, { status: 101, webSocket: client });
  }
  ctx.acceptWebSocket(server);
  server.send(JSON.stringify({ type: 'cart update', data: state } satisfies CartMessage));
  return new Response(null, { status: 101, webSocket: client });
}

export function broadcast(ctx: DurableObjectState, message: CartMessage): void {
  const text = JSON.stringify(message);
  for (const socket of ctx.getWebSockets()) {
    try {
      socket.send(text);
    } catch (error) {
      console.warn('cart socket send failed', error);
    }
  }
}

export function closeCartSockets(ctx: DurableObjectState, code: number, reason: string): void {
  for (const socket of ctx.getWebSockets()) {
    try {
      socket.close(code, reason);
    } catch (error) {
      console.warn('cart socket close failed', error);
    }
  }
}
