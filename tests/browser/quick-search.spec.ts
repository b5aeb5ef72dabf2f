// The header quick search in the machine's Chromium, on the default Slovak market: typing opens the
// combobox's results, arrow keys move the highlighted hit with wrap-around, Enter opens it; no hits say
// 'No results'; Escape and a click outside close; a stale answer never replaces a newer one; a failing
// search service leaves the plain form working.
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

const PORT = BROWSER_TEST_PORT;
const ORIGIN = `http://sk.localhost:${PORT}`;
/** The Slovak index finds 117 products of the full catalogue (kv-seed/generated) for "váha": the scales and their model lines. */
const MANY_HITS = 'váha';
const NO_HITS = 'zzqxjw';
/** Slovak texts (src/locales/sk.json). */
const SK = {
  label: 'Vyhľadávanie na webe',
  results: 'Návrhy vyhľadávania',
  noResults: 'Žiadne výsledky',
  seeAll: 'Zobraziť všetky výsledky',
  clear: 'Vymazať hľadanie',
};

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(`${ORIGIN}${path}`);
  await expectHydrated(page);
}

const field = (page: Page) => page.getByRole('combobox', { name: SK.label });
const listbox = (page: Page) => page.getByRole('listbox', { name: SK.results });
const searchEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is { event: string } =>
        typeof entry === 'object' &&
        entry !== null &&
        'event' in entry &&
        typeof entry.event === 'string' &&
        /search|product-clicked/.test(entry.event),
    ),
  );

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('typing opens the hits; arrows move with wrap-around; Enter opens the highlighted product', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openHydrated(page, '/');
  const input = field(page);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.click();
  await input.pressSequentially(MANY_HITS);

  const options = listbox(page).getByRole('option');
  await expect(listbox(page)).toBeVisible();
  await expect(options).toHaveCount(6);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).not.toHaveAttribute('aria-activedescendant');
  await expect(options.first().locator('mark').first()).toHaveText(/^váh/i);
  await expect(page.getByRole('link', { name: SK.seeAll })).toHaveAttribute('href', `/search?query=${encodeURIComponent(MANY_HITS)}`);
  await expect(page.getByRole('search').getByRole('status')).toHaveText('117 nájdených produktov');

  const ids = await options.evaluateAll((nodes) => nodes.map((node) => node.id));
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', ids[0]!);
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', ids[1]!);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowUp');
  await expect(input).toHaveAttribute('aria-activedescendant', ids[0]!);
  await input.press('ArrowUp');
  await expect(input).toHaveAttribute('aria-activedescendant', ids[5]!);
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', ids[0]!);
  await input.press('ArrowUp');

  const href = await options.nth(5).getAttribute('href');
  expect(href).toMatch(/^\/p\/[a-z0-9-]+-\d{8}$/);
  await input.press('Enter');
  await page.waitForURL(`${ORIGIN}${href}`);
  await expectHydrated(page);
  expect(errors).toEqual([]);
});

test('text typed while the combobox chunk is still on its way is searched once it arrives', async ({ page }) => {
  await openHydrated(page, '/');
  // Every script asked for from now on is the quick search's (the page's own are loaded): held back 1 s.
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    held.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const input = field(page);
  await input.click();
  await input.pressSequentially(MANY_HITS);
  await expect(input).toHaveValue(MANY_HITS);
  await expect(listbox(page).getByRole('option')).toHaveCount(6);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(held.length).toBeGreaterThan(0);
});

test('no hits say so; Escape, a click outside and clearing close; focus reopens', async ({ page }) => {
  await openHydrated(page, '/');
  const input = field(page);
  await input.click();
  await input.pressSequentially(NO_HITS);
  const panel = page.locator('.quick-search');
  await expect(panel.getByText(SK.noResults)).toBeVisible();
  await expect(listbox(page)).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'true');

  await input.press('Escape');
  await expect(panel).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue(NO_HITS);

  await input.fill(MANY_HITS);
  await expect(listbox(page).getByRole('option')).toHaveCount(6);
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(listbox(page)).toBeHidden();
  await input.focus();
  await expect(listbox(page)).toBeVisible();

  await page.getByRole('button', { name: SK.clear }).click();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: SK.clear })).toHaveCount(0);

  const events = await searchEvents(page);
  expect(events.map((entry) => entry.event)).toEqual(expect.arrayContaining(['search-bar-clicked', 'search', 'search-results-shown']));
  expect(events).toContainEqual({ event: 'search-results-shown', search_term: NO_HITS, results_count: 0 });
});

test('a slow answer to an older query never replaces the newer one', async ({ page }) => {
  await page.route('**/api/search', async (route) => {
    const body: unknown = route.request().postDataJSON();
    const slow = JSON.stringify(body).includes('"query":"váh"');
    // Held back before it goes out, so its answer comes after the newer query's.
    if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openHydrated(page, '/');
  const input = field(page);
  await input.click();
  await input.pressSequentially('váh');
  await page.waitForRequest('**/api/search');
  await input.press('a');
  await expect(page.locator('.quick-search').getByRole('link', { name: SK.seeAll })).toHaveAttribute(
    'href',
    `/search?query=${encodeURIComponent('váha')}`,
  );
  await page.waitForTimeout(1800);
  await expect(page.locator('.quick-search').getByRole('link', { name: SK.seeAll })).toHaveAttribute(
    'href',
    `/search?query=${encodeURIComponent('váha')}`,
  );
});

test('clicking a hit opens it and records product-clicked', async ({ page }) => {
  await openHydrated(page, '/');
  const input = field(page);
  await input.click();
  await input.pressSequentially(MANY_HITS);
  // The product page starts a new data layer: keep what is pushed in the session to read it there.
  await page.evaluate(() => {
    window.dataLayer ??= [];
    const queue = window.dataLayer;
    const push = queue.push.bind(queue);
    queue.push = (...items: unknown[]) => {
      sessionStorage.setItem('pushed', JSON.stringify([...JSON.parse(sessionStorage.getItem('pushed') ?? '[]'), ...items]));
      return push(...items);
    };
  });
  const second = listbox(page).getByRole('option').nth(1);
  const href = await second.getAttribute('href');
  await second.click();
  await page.waitForURL(`${ORIGIN}${href}`);
  const pushed: unknown = JSON.parse(await page.evaluate(() => sessionStorage.getItem('pushed') ?? '[]'));
  expect(pushed).toContainEqual({ event: 'product-clicked', search_term: MANY_HITS, item_id: expect.stringMatching(/^EX\d+$/), position: 2 });
});

test('when the search service fails the panel stays closed and Enter goes to the search page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/search', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'search unavailable' }) }),
  );
  await openHydrated(page, '/');
  const input = field(page);
  await input.click();
  await input.pressSequentially(MANY_HITS);
  await expect.poll(() => warnings.some((text) => text.includes('quick search failed'))).toBe(true);
  await expect(page.locator('.quick-search')).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === MANY_HITS);
});
