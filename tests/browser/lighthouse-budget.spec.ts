// Lighthouse (mobile preset, the machine's Chromium, offline) on the five watched pages: accessibility
// and SEO scores of at least 95. Scores only — timings of a shared machine are not test material — and
// only the two categories, one run per page.
//
// SEO on pages that ask not to be indexed: Lighthouse's `is-crawlable` audit fails every noindex page and
// weighs about as much as all other SEO audits together (such a page scores 66–69 however good it is).
// Our robots rule keeps the cart and searches with a query out of the index on purpose (spec part 1 §2,
// §5; src/domain/seo/robots.ts). For a page that rule marks noindex, the test first checks that the page
// really carries that directive and that it (with our robots.txt) is all `is-crawlable` objects to; the
// budget then applies to the SEO score without that one audit. Both scores are printed. A page the rule
// wants indexed must pass `is-crawlable` and meet the budget with the raw score.
import { expect, test } from './shopper.ts';
import type { Result } from 'lighthouse';
import { BROWSER_TEST_PORT } from '../../playwright.config.ts';
import { AUDITED_PAGES, cartBrowserCookie, robotsDirectiveOf, shopOrigin } from '../../bench/audited-pages.ts';
import { auditPage } from '../../bench/lighthouse.ts';
import { categoryScoreWithout } from '../../bench/lighthouse-score.ts';

const ORIGIN = shopOrigin(BROWSER_TEST_PORT);
const BUDGET = 95;

/** What `is-crawlable` names as blocking: a meta tag's snippet, a header, or a robots.txt location. */
function blockingSources(report: Result): string[] {
  const details = report.audits['is-crawlable']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map(({ source }) => {
    if (typeof source === 'string') return source;
    if (source && typeof source === 'object' && 'type' in source) {
      if (source.type === 'node') return source.snippet ?? 'an element';
      if (source.type === 'source-location') return `${source.url}`;
    }
    return JSON.stringify(source);
  });
}

for (const target of AUDITED_PAGES) {
  test(`${target.name}: Lighthouse accessibility and SEO at least ${BUDGET}`, async () => {
    test.setTimeout(150_000);
    const url = `${ORIGIN}${target.path}`;
    const cookies = 'needsCart' in target ? [await cartBrowserCookie(BROWSER_TEST_PORT, url)] : [];
    const audit = await auditPage(url, { categories: ['accessibility', 'seo'], cookies });
    const losses = audit.losses.map((loss) => `${loss.id} (${loss.score.toFixed(2)}): ${loss.title}`);

    const directive = robotsDirectiveOf(target);
    let seo = audit.scores.seo;
    if (directive.includes('noindex')) {
      expect(blockingSources(audit.report)).toContain(`<meta name="robots" content="${directive}" />`);
      for (const source of blockingSources(audit.report)) {
        expect([`<meta name="robots" content="${directive}" />`, `${ORIGIN}/robots.txt`]).toContain(source);
      }
      seo = categoryScoreWithout(audit.report, 'seo', 'is-crawlable');
      console.log(
        `${target.name}: accessibility ${audit.scores.accessibility}, SEO ${audit.scores.seo} as Lighthouse scores it, ${seo} without is-crawlable (page is "${directive}" on purpose)`,
      );
    } else {
      expect(audit.report.audits['is-crawlable']?.score, blockingSources(audit.report).join(', ')).toBe(1);
      console.log(`${target.name}: accessibility ${audit.scores.accessibility}, SEO ${seo}`);
    }
    if (losses.length > 0) console.log(`  audits losing points: ${losses.join('; ')}`);
    expect.soft(audit.scores.accessibility, losses.join('\n')).toBeGreaterThanOrEqual(BUDGET);
    expect(seo, losses.join('\n')).toBeGreaterThanOrEqual(BUDGET);
  });
}
