// Newsletter double opt-in links (src/domain/routes/consent.ts). Runs before the lower-case redirect,
// because the links are mixed case (`/exConsents/confirm`). A valid hash sends the consent event.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE_NAMES } from '../../domain/markets/market-cookies.ts';
import { consentRedirect } from '../../domain/routes/consent.ts';
import type { Env } from '../env.ts';
import { sendCustomerDataEvent } from '../services/customer-data/events.ts';

export function consentLinks(): MiddlewareHandler<{ Bindings: Env }> {
  return async function consentLinksMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const market = c.get('market');
    const outcome = consentRedirect(new URL(c.req.url), market);
    if (!outcome) return next();
    if (outcome.consent) {
      const { consents, email_token: emailToken, redirect_to: _target, ...additional } = outcome.consent;
      c.executionCtx.waitUntil(
        sendCustomerDataEvent(c.env, 'consent', {
          locale: market.locale,
          consents: consents ?? { newsletter: true },
          email_token: emailToken ?? null,
          cookie: getCookie(c, COOKIE_NAMES.analyticsId) ?? null,
          additional_props: additional,
        }),
      );
    }
    return c.redirect(outcome.location, outcome.status);
  };
}
