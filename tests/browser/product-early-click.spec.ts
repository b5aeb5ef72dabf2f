// The product page's content hydrates after idle (src/react/pages/idle-page.tsx), so its add-to-cart is
// server-rendered HTML for a moment after the page shows. A shopper who clicks it then must still get the
// product in the cart, once: the click is replayed when the content has hydrated (early-clicks.ts).
import { readFileSync } from 'node:fs';
import { expect, test, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

const ORIGIN = `http://de.localhost:${BROWSER_TEST_PORT}`;
const IN_STOCK = '/p/aufschnittmaschine-250-mm-10010001';

/** The script files the product page loads before it hydrates (the build's manifest). */
function startupScripts(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist/asset-manifest.json', 'utf8')) as {
    script: string;
    scriptImports: string[];
    pageChunks: Record<string, string[]>;
  };
  return new Set([manifest.script, ...manifest.scriptImports, ...(manifest.pageChunks['product'] ?? [])]);
}

test('a click on add to cart before the product content has hydrated puts the product in the cart once', async ({ page }) => {
  const startup = startupScripts();
  // Every script the page fetches after start (the product's own chunk among them) waits until released.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let firstHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    firstHeld = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (startup.has(new URL(route.request().url()).pathname)) return route.continue();
    firstHeld();
    await released;
    return route.continue();
  });

  await page.goto(`${ORIGIN}${IN_STOCK}`);
  // The frame has hydrated and the page asks for more code: the content is still the server's HTML.
  await held;
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  release();

  await expectHydrated(page);
  await expect(page.getByTestId('cart-sidebar')).toBeVisible();
  await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
