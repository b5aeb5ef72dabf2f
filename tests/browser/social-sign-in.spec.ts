// Google sign-in in Chromium through the local Google stand-in and the sign-in sync: the shopper starts at
// the shop, continues as Eva on the provider's page and comes back signed in; a cancelled sign-in ends on
// the failure page in the shopper's language, which offers both providers again.
import { expect, test } from './shopper.ts';
import { expectNoBlockingViolation, SK_ORIGIN } from './checkout-helpers.ts';

test('Google sign-in through the stand-in ends signed in on my account', async ({ page, context }) => {
  await page.goto(`${SK_ORIGIN}/auth/google/start?return=${encodeURIComponent('/my-account')}`);
  await expect(page.getByRole('heading', { name: 'Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue as Eva' }).click();
  await page.waitForURL(`${SK_ORIGIN}/my-account`);
  // /my-account is for signed-in customers only: its guard would have sent a guest home.
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/account/me');
    const body: { customer?: { email: string; firstName: string; lastName: string } } = await response.json();
    return { status: response.status, body };
  });
  expect(me.status).toBe(200);
  expect(me.body.customer).toMatchObject({ email: 'eva.novak@example.com', firstName: 'Eva', lastName: 'Novák' });
  const cookies = await context.cookies(SK_ORIGIN);
  const token = cookies.find((cookie) => cookie.name.endsWith('commerce_token'));
  expect(token?.httpOnly).toBe(true);
  // The state of the sign-in is spent.
  expect(cookies.find((cookie) => cookie.name === '__Host-social_sign_in')).toBeUndefined();
});

test('Facebook sign-in brings the shopper back to the page they started from, signed in', async ({ page }) => {
  const product = '/p/narezovy-stroj-250-mm-10010001';
  await page.goto(`${SK_ORIGIN}/auth/facebook/start?return=${encodeURIComponent(product)}`);
  await expect(page.getByRole('heading', { name: 'Facebook' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue as Eva' }).click();
  await page.waitForURL(`${SK_ORIGIN}${product}`);
  const status = await page.evaluate(async () => (await fetch('/api/account/me')).status);
  expect(status).toBe(200);
});

test('a cancelled Facebook sign-in ends on the failure page, in Slovak, offering both providers again', async ({ page }) => {
  await page.goto(`${SK_ORIGIN}/auth/facebook/start`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie sa nepodarilo dokončiť' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pokračovať cez Google' })).toHaveAttribute('href', '/auth/google/start');
  await expect(page.getByRole('link', { name: 'Pokračovať cez Facebook' })).toBeVisible();
  await expectNoBlockingViolation(page, 'the failed sign-in page');
});
