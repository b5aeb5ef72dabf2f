// The sign-in pages as the worker serves them: each answers with its own page (no longer the "being
// prepared" placeholder), never stored by a cache and never indexed (their addresses may carry a token),
// and /log-out only asks: signing out is the confirm button's POST, so a GET from another site's link or
// image signs nobody out.
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { get, textOf } from './request.ts';

const de = messagesFor('de');

const PAGES = [
  ['/login', de['route.login']],
  ['/create-account', de['route.createAccount']],
  ['/password-reset', de['route.passwordReset']],
  ['/password-reset/check-email', de['route.passwordResetCheckEmail']],
  ['/password-reset/change-password?token=a-mailed-token', de['route.passwordResetChangePassword']],
  ['/log-out', de['route.logOut']],
] as const;

describe('the sign-in pages', () => {
  it.each(PAGES)('%s: its own page, no-store, noindex', async (path, heading) => {
    const response = await get(`http://de.localhost${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(textOf(html)).not.toContain(de['route.comingSoon']);
  });

  it('/log-out signs nobody out on a GET: it shows the confirm button, a form POST to the log-out endpoint', async () => {
    const response = await get('http://de.localhost/log-out', { cookie: 'customer_id=c-1; commerce_token=t; __Host-commerce_token=t' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((line) => /customer_id|commerce_token|commerce_refresh/.test(line))).toEqual([]);
    const html = await response.text();
    expect(html).toMatch(/<form[^>]* action="\/api\/account\/logout" method="post"><button type="submit"/);
    expect(textOf(html)).toContain(de['signIn.logOut.question']);
  });
});
