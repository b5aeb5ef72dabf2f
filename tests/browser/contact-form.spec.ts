// The customer-service form in the machine's Chromium (issue 16), on a desktop and a 375 px phone: opened
// by `?contact` (the parameter then leaves the address), filled and sent to the CRM stand-in; a CRM failure
// keeps everything typed and says so; the product page opens it in quote mode (product number read-only,
// quantity 1); the returns shortcut panel offers the returns portal and 'continue' reveals the form; axe
// finds no serious violation in the open modal.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './shopper.ts';
import { STACK_PORT } from '../../playwright.config.ts';
import { openHydrated, PARCEL_PRODUCT, SK_ORIGIN } from './checkout-helpers.ts';

const SERVICES = `http://127.0.0.1:${STACK_PORT + 2}`;

async function filedCases(subject: string): Promise<Record<string, string>[]> {
  const cases = (await (await fetch(`${SERVICES}/crm/__cases`)).json()) as Record<string, string>[];
  return cases.filter((filed) => filed['subject'] === subject);
}

const dialog = (page: Page) => page.getByTestId('contact-form');

async function open(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  await expect(dialog(page)).toBeVisible();
}

async function fillCase(page: Page, subject: string): Promise<void> {
  const form = dialog(page);
  await form.getByLabel('Téma').selectOption({ label: 'Poradenstvo pred nákupom' });
  await form.getByLabel('Vaša požiadavka').selectOption({ label: 'Pomoc s výberom produktu' });
  await form.getByLabel('Meno').fill('Jana Nováková');
  await form.getByLabel('E-mail').fill('jana@example.sk');
  await form.getByLabel('Predmet').fill(subject);
  await form.getByLabel('Vaša správa').fill('Aký krájač zvládne 40 porcií za hodinu? <b>ďakujem</b>');
}

async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="contact-form"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 740 }],
] as const) {
  test.describe(`contact form (${device})`, () => {
    test.use({ viewport });

    test('opens from ?contact, which then leaves the address, and sends a case to the CRM', async ({ page }) => {
      await open(page, '/?contact');
      await expect(page).toHaveURL(`${SK_ORIGIN}/`);
      const subject = `Krájač ${device} ${Date.now()}`;
      await fillCase(page, subject);
      await expectAxeClean(page);
      await dialog(page).getByRole('button', { name: 'Odoslať' }).click();
      await expect(dialog(page).getByRole('status')).toHaveText('Ďakujeme, vaša správa bola odoslaná. Náš zákaznícky servis vám odpovie e-mailom.');
      const [filed] = await filedCases(subject);
      expect(filed).toMatchObject({ name: 'Jana Nováková', email: 'jana@example.sk', reason: 'consulting', retURL: `${SK_ORIGIN}/` });
      expect(filed?.['description']).toContain('<b>ďakujem</b>');
    });

    test('shows errors at their fields, and keeps what was typed when the CRM fails', async ({ page }) => {
      await open(page, '/?contact');
      const form = dialog(page);
      await form.getByRole('button', { name: 'Odoslať' }).click();
      await expect(form.getByLabel('Téma')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Téma')).toBeFocused();
      await expect(form.getByText('Vyplňte, prosím, toto pole.').first()).toBeVisible();
      await expectAxeClean(page);
      const subject = `crm-down ${device} ${Date.now()}`;
      await fillCase(page, subject);
      await form.getByRole('button', { name: 'Odoslať' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Vašu správu sa práve nepodarilo odoslať. Skúste to, prosím, o chvíľu znova – to, čo ste napísali, zostáva vyplnené.',
      );
      await expect(form.getByLabel('Predmet')).toHaveValue(subject);
      await expect(form.getByLabel('Meno')).toHaveValue('Jana Nováková');
      await expect(form.getByLabel('Vaša správa')).toHaveValue(/40 porcií/);
      expect(await filedCases(subject)).toEqual([]);
    });

    test('opens from the product page in quote mode: product number read-only, quantity 1', async ({ page }) => {
      await openHydrated(page, PARCEL_PRODUCT);
      await page.getByRole('button', { name: 'Vyžiadať cenovú ponuku' }).click();
      const form = dialog(page);
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Téma')).toHaveValue('sales');
      await expect(form.getByLabel('Vaša požiadavka')).toHaveValue('discount-request');
      await expect(form.getByLabel('Číslo produktu')).toHaveValue('EX10010001');
      await expect(form.getByLabel('Číslo produktu')).toHaveAttribute('readonly', '');
      await expect(form.getByLabel('Množstvo (ks)')).toHaveValue('1');
      await expect(form.getByLabel('IČ DPH')).toBeVisible();
      await expectAxeClean(page);
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
    });

    test("shows the returns shortcut panel first; 'continue' reveals the form", async ({ page }) => {
      await open(page, '/?contact=returns');
      await expect(page).toHaveURL(`${SK_ORIGIN}/`);
      const form = dialog(page);
      await expect(form.getByLabel('Téma')).toHaveValue('returns');
      await form.getByLabel('Vaša požiadavka').selectOption('returns');
      const portal = form.getByRole('link', { name: /Otvoriť portál vrátení/ });
      await expect(portal).toHaveAttribute('href', /\/returns-portal\/sk-SK$/);
      await expect(portal).toHaveAttribute('target', '_blank');
      await expect(form.getByRole('link', { name: 'Podmienky vrátenia tovaru' })).toHaveAttribute('href', '/return-policy');
      await expect(form.getByLabel('Meno')).toHaveCount(0);
      await expectAxeClean(page);
      await form.getByRole('button', { name: 'Stále potrebujem pomoc: pokračovať' }).click();
      await expect(form.getByLabel('Meno')).toBeVisible();
      await expect(form.getByLabel('Číslo objednávky')).toBeVisible();
      await expect(form.getByTestId('contact-shortcut')).toHaveCount(0);
    });
  });
}
