// The 360° viewer on a product page (issue 16): opened from its button on the gallery, turned by the arrow
// keys, by dragging (mouse and finger) and by its range input, one turn on opening unless the shopper asks
// for reduced motion, closed with Escape with focus back on the button; axe on the open dialog.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { readFileSync } from 'node:fs';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

interface SeedProduct {
  slug: Record<string, string>;
  masterVariant: { sku: string; attributes: { name: string; value: unknown }[] };
}

const SK = `http://sk.localhost:${BROWSER_TEST_PORT}`;
const SKU = 'EX10010001';
const products: SeedProduct[] = JSON.parse(readFileSync(new URL('../../kv-seed/commerce/products.json', import.meta.url), 'utf8'));
const product = products.find((candidate) => candidate.masterVariant.sku === SKU);
const FRAMES = Number(product?.masterVariant.attributes.find((attribute) => attribute.name === 'numberOf360Images')?.value ?? 0);
const frameFile = (index: number): RegExp => new RegExp(`/images/360/${SKU}/${String(index).padStart(2, '0')}\\.svg$`);

async function openViewer(page: Page) {
  await page.goto(`${SK}/p/${product?.slug.sk}`);
  await expectHydrated(page);
  const button = page.getByRole('button', { name: 'Pohľad 360°' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: /pohľad 360°/ });
  await expect(dialog).toBeVisible();
  return { button, dialog, frame: dialog.locator('.viewer360__frame'), slider: dialog.getByRole('slider', { name: 'Otočiť produkt' }) };
}

test('turns with the arrow keys, a drag and the range input; Escape closes it and focus returns to its button', async ({ page }) => {
  expect(FRAMES).toBe(24);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { button, dialog, frame, slider } = await openViewer(page);
  // Every frame has arrived and the product has not moved by itself.
  await expect(dialog.locator('.viewer360__stage')).toHaveAttribute('aria-busy', 'false');
  await expect(frame).toHaveAttribute('src', frameFile(1));
  await expect(slider).toHaveAttribute('aria-valuetext', `Pohľad 1 z ${FRAMES}`);

  await page.keyboard.press('ArrowRight');
  await expect(frame).toHaveAttribute('src', frameFile(2));
  await expect(slider).toHaveValue('2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(frame).toHaveAttribute('src', frameFile(FRAMES));

  // A quarter of the picture's width to the right: a quarter turn further, round past the front.
  const box = await dialog.locator('.viewer360__stage').boundingBox();
  if (!box) throw new Error('the viewer has no picture');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.75, y, { steps: 6 });
  await page.mouse.up();
  await expect(frame).toHaveAttribute('src', frameFile(FRAMES / 4));

  await slider.fill('12');
  await expect(frame).toHaveAttribute('src', frameFile(12));
  await expect(slider).toHaveAttribute('aria-valuetext', `Pohľad 12 z ${FRAMES}`);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('turns with a finger dragged across the picture', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const { dialog, frame } = await openViewer(page);
  const box = await dialog.locator('.viewer360__stage').boundingBox();
  if (!box) throw new Error('the viewer has no picture');
  const cdp = await context.newCDPSession(page);
  const at = (share: number) => [{ x: box.x + box.width * share, y: box.y + box.height / 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.2) });
  for (const share of [0.3, 0.4, 0.45]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(share) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // A quarter of the width: six frames on.
  await expect(frame).toHaveAttribute('src', frameFile(1 + FRAMES / 4));
  await context.close();
});

test('makes one turn on opening where motion is welcome, back at the front', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const { frame } = await openViewer(page);
  await expect(frame).not.toHaveAttribute('src', frameFile(1));
  await expect(frame).toHaveAttribute('src', frameFile(1), { timeout: 8_000 });
});

test('the open viewer has no serious or critical WCAG 2 A/AA violation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openViewer(page);
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = violations.filter((violation) => violation.impact !== 'minor' && violation.impact !== 'moderate');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
