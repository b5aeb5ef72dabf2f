// What the account area's browser tests share: a verified customer made in the commerce stand-in as any
// API client would make one, and signing in through the account API from a page of the shop.
import { clientIp, expect, type Page, expectHydrated } from './shopper.ts';

export { clientIp };

const COMMERCE = `http://127.0.0.1:${Number(process.env.BROWSER_TEST_STACK_PORT ?? 18281)}`;
export const PASSWORD = 'Secret123456';

/** A verified customer of the stand-in; its e-mail address. */
export async function registeredCustomer(
  prefix = 'browser',
  password = PASSWORD,
  name: { firstName: string; lastName: string } = { firstName: 'Greta', lastName: 'Huber' },
): Promise<string> {
  const email = `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const basic = `Basic ${btoa('browser-tests:any-secret')}`;
  const token = await fetch(`${COMMERCE}/oauth/token?grant_type=client_credentials`, { method: 'POST', headers: { authorization: basic } });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const created = await fetch(`${COMMERCE}/exquip/customers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, ...name, isEmailVerified: true }),
  });
  expect(created.status).toBe(201);
  return email;
}

/** The status of a sign-in through the account API, sent from the page's shop as the login form sends it. */
export const loginStatus = (page: Page, email: string, password = PASSWORD): Promise<number> =>
  page.evaluate(
    async (credentials) =>
      (await fetch('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) }))
        .status,
    { email, password },
  );

/** Signs in through the account API from the home page of a shop, once that page is up and quiet, as a shopper would. */
export async function signIn(page: Page, email: string, origin: string, password = PASSWORD): Promise<void> {
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': clientIp() });
  await page.goto(`${origin}/`);
  await expectHydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await loginStatus(page, email, password)).toBe(200);
}
