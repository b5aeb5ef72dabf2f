// The sign-in pages in Chromium against the local stack, as a Slovak shopper uses them: registration,
// the confirmation link from the e-mail (the services stand-in keeps the customer-data events, so the
// test reads the token the mail would carry), sign-in and the header's account dropdown; a guest's cart
// kept through the checkout's sign-in step; the password reset through its pages; log-out through the
// confirm button, with and without script; the after-mount reload; axe on every page.
import { request as httpRequest } from 'node:http';
import { expect, test, type Page, type Route, expectHydrated } from './shopper.ts';
import * as v from 'valibot';
import { BROWSER_TEST_PORT, STACK_PORT } from '../../playwright.config.ts';
import { addProduct, expectNoBlockingViolation, openHydrated, SK_ORIGIN } from './checkout-helpers.ts';
import { collectProblems } from './page-problems.ts';
import { clientIp, loginStatus, registeredCustomer } from './account-helpers.ts';

const SERVICES = `http://127.0.0.1:${STACK_PORT + 2}`;
const PASSWORD = 'Bezpecne-heslo-2026';
const newEmail = () => `jana.${crypto.randomUUID().slice(0, 8)}@example.sk`;

const EventBodies = v.array(v.object({ email: v.string(), token: v.string() }));

/** The token of the newest customer-data event of this kind sent for this e-mail (what the mail's link carries). */
async function mailedToken(event: 'verify-email' | 'reset-password', email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const bodies = v.parse(EventBodies, await (await fetch(`${SERVICES}/__received?event=${event}`)).json());
      token = bodies.filter((body) => body.email === email).at(-1)?.token;
      return token;
    })
    .toBeTruthy();
  return token ?? '';
}

async function register(page: Page, email: string): Promise<void> {
  await openHydrated(page, '/create-account');
  // The rule stands under the field before anything is typed.
  await expect(page.getByText('Aspoň 12 znakov, z toho aspoň jedno písmeno a jedna číslica.')).toBeVisible();
  await page.getByLabel('Meno', { exact: true }).fill('Jana');
  await page.getByLabel('Priezvisko').fill('Nováková');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(PASSWORD);
  await page.getByRole('button', { name: 'Vytvoriť účet' }).click();
  await expect(page.getByRole('heading', { name: 'Skontrolujte si e-mail' })).toBeVisible();
}

/** A confirmed customer, made through the API from a page (the registration form is tested on its own). */
async function confirmedCustomer(page: Page): Promise<string> {
  const email = newEmail();
  await openHydrated(page, '/');
  const status = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/account/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, firstName: 'Jana', lastName: 'Nováková', customerType: 'private' }),
      });
      return response.status;
    },
    { email, password: PASSWORD },
  );
  expect(status).toBe(202);
  const token = await mailedToken('verify-email', email);
  const verified = await page.evaluate(async (token) => {
    const response = await fetch('/api/account/verify-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    return response.status;
  }, token);
  expect(verified).toBe(200);
  return email;
}

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

const accountToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Môj účet' });
const accountLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Môj účet' });

test('registration, the confirmation link, sign-in: the header dropdown shows the name, opens and closes by keyboard and click', async ({ page }) => {
  const email = newEmail();
  await register(page, email);
  await expect(page.getByText(email)).toBeVisible();

  // Not confirmed yet: the sign-in says so and offers the link again.
  await openHydrated(page, '/login');
  await logIn(page, email);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Poslať odkaz znova' }).click();
  await expect(page.getByRole('button', { name: 'Poslať odkaz znova' })).toHaveCount(0);
  await expect(page.getByLabel('E-mail'), 'what was typed stays typed').toHaveValue(email);

  // From here on nothing is refused: no console error or React warning (the 403 above is Chromium's log line).
  const problems = collectProblems(page);
  const token = await mailedToken('verify-email', email);
  await openHydrated(page, `/login?verify=${encodeURIComponent(token)}`);
  await expect(page.getByText('Ďakujeme, vaša e-mailová adresa je potvrdená. Teraz sa môžete prihlásiť.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page, 'the used token leaves the address').toHaveURL(`${SK_ORIGIN}/login`);
  await page.getByLabel('Heslo').fill(PASSWORD);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL(`${SK_ORIGIN}/my-account`);

  await openHydrated(page, '/');
  const toggle = accountToggle(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Jana Nováková')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Môj profil' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Jana Nováková')).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(page.getByText('Jana Nováková')).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(page.getByText('Jana Nováková')).toBeHidden();
  expect(problems, problems.join('\n')).toEqual([]);
});

test('a wrong password: the refusal above the form, the e-mail kept', async ({ page }) => {
  const email = await confirmedCustomer(page);
  await openHydrated(page, '/login');
  await logIn(page, email, 'Nespravne-heslo-1');
  await expect(page.getByRole('alert')).toHaveText('Prihlásenie zákazníka zlyhalo');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page).toHaveURL(`${SK_ORIGIN}/login`);
});

test('a guest fills a cart, signs in at the checkout step and keeps the lines', async ({ page, browser }) => {
  const email = await confirmedCustomer(page);
  const guest = await browser.newPage({ extraHTTPHeaders: { 'cf-connecting-ip': clientIp() } });
  await addProduct(guest);
  await openHydrated(guest, '/checkout/login');
  await expect(guest.getByRole('link', { name: 'Pokračovať ako hosť' })).toHaveAttribute('href', '/checkout/addresses');
  await logIn(guest, email);
  await expect(guest).toHaveURL(`${SK_ORIGIN}/checkout/addresses`);
  await expect(guest.getByTestId('cart-count')).toHaveText('1');
  await guest.close();
});

test('the password reset through its pages: e-mail, link, new password twice, sign-in with it; the used link refused', async ({ page }) => {
  const email = await confirmedCustomer(page);
  await openHydrated(page, '/login');
  await page.getByRole('link', { name: 'Zabudli ste heslo?' }).click();
  await expect(page).toHaveURL(`${SK_ORIGIN}/password-reset`);
  await expectHydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page).toHaveURL(`${SK_ORIGIN}/password-reset/check-email`);

  const token = await mailedToken('reset-password', email);
  const changePage = `/password-reset/change-password?token=${encodeURIComponent(token)}`;
  await openHydrated(page, changePage);
  const newPassword = 'Nove-heslo-2027';
  await page.getByLabel('Nové heslo', { exact: true }).fill(newPassword);
  await page.getByLabel('Zopakujte nové heslo').fill('Ine-heslo-2027');
  await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
  await expect(page.getByText('Heslá sa nezhodujú.')).toBeVisible();
  await expect(page.getByLabel('Zopakujte nové heslo')).toBeFocused();
  await page.getByLabel('Zopakujte nové heslo').fill(newPassword);
  await page.getByRole('button', { name: 'Uložiť nové heslo' }).click();
  await expect(page.getByRole('heading', { name: 'Vaše heslo bolo zmenené' })).toBeVisible();
  await page.getByRole('link', { name: 'Prihlásiť sa' }).first().click();
  await expectHydrated(page);
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(`${SK_ORIGIN}/my-account`);

  const other = await page
    .context()
    .browser()
    ?.newPage({ extraHTTPHeaders: { 'cf-connecting-ip': clientIp() } });
  if (!other) throw new Error('no second page');
  await openHydrated(other, changePage);
  await other.getByLabel('Nové heslo', { exact: true }).fill('Tretie-heslo-2028');
  await other.getByLabel('Zopakujte nové heslo').fill('Tretie-heslo-2028');
  await other.getByRole('button', { name: 'Uložiť nové heslo' }).click();
  await expect(other.getByText('Tento odkaz je neplatný alebo mu vypršala platnosť. Požiadajte prosím o nový.')).toBeVisible();
  await expect(other.getByRole('link', { name: 'Požiadať o nový odkaz' })).toHaveAttribute('href', '/password-reset');
  await other.close();
});

test('log-out through the confirm button: the session ends, the header links to login again', async ({ page }) => {
  const email = await confirmedCustomer(page);
  await openHydrated(page, '/login');
  await logIn(page, email);
  await expect(page).toHaveURL(`${SK_ORIGIN}/my-account`);
  await openHydrated(page, '/log-out');
  await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
  await expect(page).toHaveURL(`${SK_ORIGIN}/`);
  await expectHydrated(page);
  await expect(accountLink(page)).toHaveAttribute('href', '/login');
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).not.toContain('customer_id');
  // The guard of the account pages agrees: nobody is signed in.
  await page.goto(`${SK_ORIGIN}/my-account`);
  await expect(page).toHaveURL(`${SK_ORIGIN}/`);
});

test('log-out without script: the confirm button posts the form and the answer leads home signed out', async ({ browser }) => {
  const withScript = await browser.newPage({ extraHTTPHeaders: { 'cf-connecting-ip': clientIp() } });
  const email = await confirmedCustomer(withScript);
  await openHydrated(withScript, '/login');
  await logIn(withScript, email);
  await expect(withScript).toHaveURL(`${SK_ORIGIN}/my-account`);
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'cf-connecting-ip': clientIp() } });
  await context.addCookies(await withScript.context().cookies());
  await withScript.close();
  const page = await context.newPage();
  await page.goto(`${SK_ORIGIN}/log-out`);
  await page.getByRole('button', { name: 'Odhlásiť sa' }).click();
  await expect(page).toHaveURL(`${SK_ORIGIN}/`);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('customer_id');
  await context.close();
});

test('a sign-in page opened with a customer_id cookie but no session deletes it: no reload, no session check, the login link', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'customer_id', value: 'gone-customer', url: SK_ORIGIN }]);
  let loads = 0;
  const me: number[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/login') loads += 1;
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/account/me') me.push(response.status());
  });
  await openHydrated(page, '/login');
  await page.waitForTimeout(1000);
  expect(loads, 'the page was not reloaded').toBe(1);
  expect(me, 'nobody asked who is signed in').toEqual([]);
  expect((await context.cookies(SK_ORIGIN)).map((cookie) => cookie.name)).not.toContain('customer_id');
  await expect(accountLink(page)).toHaveAttribute('href', '/login');
});

/**
 * The shop's answer to a request that left the browser earlier with these cookies (the browser would add
 * the cookies of the moment to a request held in page.route, so the late one is sent from here).
 */
function lateAnswer(path: string, cookie: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port: BROWSER_TEST_PORT, path, headers: { host: new URL(SK_ORIGIN).host, cookie, accept: 'application/json' } },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join('\n') : value;
          resolve({ status: answer.statusCode ?? 0, headers, body });
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

test("signing in again while the page still checks the first session: the check's late 401 leaves the new session signed in", async ({
  page,
  context,
}) => {
  const email = await registeredCustomer('race', PASSWORD, { firstName: 'Jana', lastName: 'Nováková' });
  await openHydrated(page, '/');
  expect(await loginStatus(page, email, PASSWORD)).toBe(200);
  const jar = async () => (await context.cookies(SK_ORIGIN)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  // The header's check of session A is held until session B has replaced it, then answered late.
  let hold: (route: Route) => void = () => undefined;
  const held = new Promise<Route>((resolve) => (hold = resolve));
  await page.route('**/api/account/me', hold);
  await page.reload();
  const check = await held;
  const cookiesOfA = await jar();
  expect(await loginStatus(page, email, PASSWORD)).toBe(200);
  expect(await jar(), 'session B replaced A').not.toBe(cookiesOfA);
  const late = await lateAnswer('/api/account/me', cookiesOfA);
  expect(late.status, "the check carried A's revoked token").toBe(401);
  await check.fulfill(late);
  await page.unroute('**/api/account/me');

  await expect(accountLink(page), 'this page was told nobody is signed in').toBeVisible();
  await openHydrated(page, '/');
  await expect(accountToggle(page), 'the next page shows the signed-in customer of B').toBeVisible();
  await accountToggle(page).click();
  await expect(page.getByText(email)).toBeVisible();
});

const AUDITED = [
  '/login',
  '/create-account',
  '/password-reset',
  '/password-reset/check-email',
  '/password-reset/change-password?token=x',
  '/log-out',
];

for (const width of [1280, 375]) {
  test(`axe at ${width} px: no serious or critical violation on the sign-in pages, the checkout's entry steps and the open dropdown`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of AUDITED) {
      await openHydrated(page, path);
      await expectNoBlockingViolation(page, path);
    }
    await addProduct(page);
    for (const path of ['/checkout/login', '/checkout/create-account', '/checkout/password-reset']) {
      await openHydrated(page, path);
      await expectNoBlockingViolation(page, path);
    }
    // A refused form: errors at the fields.
    await openHydrated(page, '/create-account');
    await page.getByRole('button', { name: 'Vytvoriť účet' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoBlockingViolation(page, 'registration refused');
    const email = await confirmedCustomer(page);
    await openHydrated(page, '/login');
    await logIn(page, email);
    await expect(page).toHaveURL(`${SK_ORIGIN}/my-account`);
    await openHydrated(page, '/');
    await accountToggle(page).click();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoBlockingViolation(page, 'account dropdown');
  });
}
