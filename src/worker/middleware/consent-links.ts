// Newsletter double opt-in links (src/domain/routes/consent.ts). Runs before the lower-case redirect,
// because the links are mixed case (`/exConsents/confirm`). A hash carrying an e-mail token sends the
// consent event with the spec's consent fields only (src/domain/customer-data/consent-link-event.ts);
// more than the `consent-link` limit of links from one client send nothing. The redirect is the same
// whatever the event: a link never tells its sender what happened.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { consentLinkEvent } from '../../domain/customer-data/consent-link-event.ts';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { consentRedirect } from '../../domain/routes/consent.ts';
import type { Env } from '../env.ts';
import { sendCustomerDataEvent } from '../services/customer-data/events.ts';
import { isOverLimit } from './rate-limit.ts';

export function consentLinks(): MiddlewareHandler<{ Bindings: Env }> {
  return async function consentLinksMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const market = c.get('market');
    const outcome = consentRedirect(new URL(c.req.url), market);
    if (!outcome) return next();
    const event = outcome.consent && consentLinkEvent(outcome.consent);
    if (event && !(await isOverLimit(c, 'consent-link'))) {
      c.executionCtx.waitUntil(
        sendCustomerDataEvent(c.env, 'consent', {
          locale: market.locale,
          consents: event.consents,
          email_token: event.email_token,
          cookie: getCookie(c, COOKIE_NAMES.analyticsId) ?? null,
        }),
      );
    }
    return c.redirect(outcome.location, outcome.status);
  };
}
