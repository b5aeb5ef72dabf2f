// The websocket hub of a cart (hibernation API): sockets survive the object sleeping, ping/pong is
// answered by the runtime without waking it, and every message goes to every socket of the cart. Each
// socket is tagged with the language of the tab that opened it, so a cart update reaches every tab with
// its lines in that tab's language (two tabs of one Swiss cart may browse German and French).
import type { CartMessage, CartState } from '../domain/cart/types.ts';
import { isLanguage, type Language } from '../domain/markets/countries.ts';
import { logWarn } from '../worker/services/observability/log.ts';

/** Spec part 2 §9: at most 10 connections per cart. */
export const MAX_SOCKETS_PER_CART = 10;
export const CLOSE_TOO_MANY = 4009;
/** The cart moved (sign-in): the browser may reconnect, and is let in only as the cart's owner. */
export const CLOSE_CART_MOVED = 4010;

/** The cart as a tab browsing `language` sees it; null: a socket of no known language. */
export type CartStateIn = (language: Language | null) => CartState;

const TAB_TAG = 'tab:';

/**
 * Opens a socket of a tab. `tab` is the id the tab also names when it sends actions (cart-echo.ts: a tab is
 * not echoed its own actions, which it shows itself).
 */
export function acceptCartSocket(ctx: DurableObjectState, language: Language | null, tab: string | null, stateIn: CartStateIn): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  if (ctx.getWebSockets().length >= MAX_SOCKETS_PER_CART) {
    // Accepted only to say why: the browser sees the close code and reason instead of a failed upgrade.
    server.accept();
    logWarn('cart socket refused: cart already has the maximum of sockets');
    server.close(CLOSE_TOO_MANY, `This cart is open in too many tabs (at most ${MAX_SOCKETS_PER_CART}).`);
    return new Response(null, { status: 101, webSocket: client });
  }
  ctx.acceptWebSocket(server, [...(language ? [language] : []), ...(tab ? [TAB_TAG + tab] : [])]);
  server.send(JSON.stringify({ type: 'cart update', data: stateIn(language) } satisfies CartMessage));
  return new Response(null, { status: 101, webSocket: client });
}

export function send(socket: WebSocket, text: string): void {
  try {
    socket.send(text);
  } catch (error) {
    logWarn('cart socket send failed', error);
  }
}

export function broadcast(ctx: DurableObjectState, message: CartMessage): void {
  const text = JSON.stringify(message);
  for (const socket of ctx.getWebSockets()) send(socket, text);
}

const languageOf = (ctx: DurableObjectState, socket: WebSocket): Language | null => ctx.getTags(socket).find(isLanguage) ?? null;

/** Every socket of the cart with its tab's language and id (null: not named). */
export function tabSockets(ctx: DurableObjectState): { socket: WebSocket; language: Language | null; tab: string | null }[] {
  return ctx.getWebSockets().map((socket) => {
    const tab = ctx.getTags(socket).find((tag) => tag.startsWith(TAB_TAG));
    return { socket, language: languageOf(ctx, socket), tab: tab ? tab.slice(TAB_TAG.length) : null };
  });
}

/** A `cart update` to every socket, each in its tab's language (written once per language). */
export function broadcastCart(ctx: DurableObjectState, stateIn: CartStateIn): void {
  const texts = new Map<Language | null, string>();
  for (const socket of ctx.getWebSockets()) {
    const language = languageOf(ctx, socket);
    const text = texts.get(language) ?? JSON.stringify({ type: 'cart update', data: stateIn(language) } satisfies CartMessage);
    texts.set(language, text);
    send(socket, text);
  }
}

export function closeCartSockets(ctx: DurableObjectState, code: number, reason: string): void {
  for (const socket of ctx.getWebSockets()) {
    try {
      socket.close(code, reason);
    } catch (error) {
      logWarn('cart socket close failed', error);
    }
  }
}
