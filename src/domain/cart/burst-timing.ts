// How long the cart's Durable Object gathers actions into one commercetools update (design.md, the cart
// session): read by the cart session that sets its alarm and by the bench that holds the confirmed cart's
// arrival to debounce + one commerce round trip + 100 ms (issue 18).

/** Quiet time after the last action before the burst is sent. */
export const CART_DEBOUNCE_MS = 300;
/** A steady stream of actions still reaches commercetools this soon after its first action. */
export const CART_MAX_WAIT_MS = 1_000;
