// How long a customer stays signed in (issue 15 "Sessions done right"). Three figures:
//
// - The access token lives as long as commercetools says (48 h); its cookie expires with it.
// - SESSION_IDLE_SECONDS (7 days): the refresh-token cookie and the `customer_id` cookie expire this long
//   after the customer's last request; every request with a session sets them again (sliding). A browser
//   left alone longer has neither cookie and is signed out. It is at least the access token's 48 h, so the
//   access cookie never outlives the idle window and needs no sliding of its own; a week keeps a
//   professional buyer who orders weekly signed in, while a forgotten session on a shared computer ends
//   within a week of its last use (sign-out revokes both tokens at once).
// - REFRESH_MARGIN_SECONDS (5 min): an access token that expires sooner than this is refreshed before the
//   request uses it, so no call made in the customer's name during a request meets an expired token
//   (requests take seconds; five minutes also covers clock skew between the worker and the auth server).
//
// The refresh token itself lives 200 days at commercetools: the idle window ends a session long before.

export const SESSION_IDLE_SECONDS = 7 * 86_400;
export const REFRESH_MARGIN_SECONDS = 5 * 60;

/** Whether an access token expiring at `expiresAt` (epoch seconds) is refreshed before a request uses it. */
export function needsRefresh(expiresAt: number, nowSeconds: number): boolean {
  return expiresAt - nowSeconds <= REFRESH_MARGIN_SECONDS;
}
