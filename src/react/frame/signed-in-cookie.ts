// "Auth says logged in" (spec part 1 §4): the `customer_id` cookie, the one session cookie scripts may
// read. It only says a session was started on this browser; whether it still holds is the server's
// answer (`GET /api/account/me`, or the page's guard on a reload). The name is written out rather than
// taken from COOKIE_NAMES: that table would travel in every page's start-up script for this one name
// (the unit test holds the two together).
export const hasSignedInCookie = (cookies: string): boolean => cookies.split('; ').some((pair) => pair.startsWith('customer_id='));
