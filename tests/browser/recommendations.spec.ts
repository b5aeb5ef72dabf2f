// Recommendations on the product page (issue 18): the page is the shared one, and the browser fills in the
// similar products for its own analytics id into a box kept at their height, so nothing moves when they
// come; a product the service answers nothing for has no block at all.
import { expect, test, type Page, expectHydrated } from './shopper.ts';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';

const SK = `http://sk.localhost:${BROWSER_TEST_PORT}`;
/** The seed's slicer (EX10010001): the recommendation stand-in names the six products after it. */
const SLICER = '/p/narezovy-stroj-250-mm-10010001';
/** EX10010002, whose recommendations the stand-in always fails. */
const FAILING = '/p/narezovy-stroj-300-mm-10010002';

/** Records every layout shift from the start, with the section (or tag) of each element that moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifted: { value: number; sources: string[] }[] = [];
    Object.assign(window, { shifted });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          return node?.closest('[data-testid], section, footer')?.getAttribute('data-testid') ?? node?.tagName ?? '?';
        });
        shifted.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Resolves once every section streamed after the page's shell is in place: React reveals them in batches,
 * up to 300 ms apart and sometimes after the load event, each moving what lies below it.
 */
const streamedIn = (page: Page) =>
  page.waitForFunction(() => {
    const comments = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
    // '$?': its content has not arrived; '$~': arrived, waiting for its batch to be revealed.
    for (let node = comments.nextNode(); node; node = comments.nextNode()) if (node.nodeValue === '$?' || node.nodeValue === '$~') return false;
    return true;
  });

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifted: { value: number; sources: string[] }[] }).shifted);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`${viewport.width} px: the similar products fill the box kept for them, and nothing moves`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    await page.goto(`${SK}${SLICER}`);
    await streamedIn(page);
    const slot = page.getByTestId('recommendations-slot');
    /** The slot's place in the document: its top and height. */
    const place = () => slot.evaluate((element) => [element.getBoundingClientRect().top + window.scrollY, element.getBoundingClientRect().height]);
    const kept = await place();
    await expectHydrated(page);
    await slot.scrollIntoViewIfNeeded();
    const block = page.getByTestId('recommendations');
    await expect(block.getByRole('heading', { name: 'Podobné produkty' })).toBeVisible();
    await expect(block.locator('.card')).toHaveCount(6);
    const filled = await place();
    expect(kept[1]).toBeGreaterThan(300);
    expect(filled[0]).toBeCloseTo(kept[0] ?? 0, 0);
    expect(filled[1]).toBeCloseTo(kept[1] ?? 0, 0);
    expect((await shifts(page)).flatMap((shift) => shift.sources)).not.toContain('recommendations-slot');
  });
}

test('a product the service answers nothing for has no recommendations block', async ({ page }) => {
  await page.goto(`${SK}${FAILING}`);
  await expectHydrated(page);
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  await expect(page.getByTestId('recommendations-slot')).toHaveCount(0);
  await expect(page.getByText('Podobné produkty')).toHaveCount(0);
});
