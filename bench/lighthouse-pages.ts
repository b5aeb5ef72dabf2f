// The bench's Lighthouse pass: the five watched pages, all four categories, lab LCP, TBT and CLS. On a
// page our robots rule keeps out of the index the SEO score is also given without `is-crawlable` (see
// tests/browser/lighthouse-budget.spec.ts for why); the raw score stays the headline.
import { AUDITED_PAGES, cartCookie, robotsDirectiveOf, shopOrigin } from './audited-pages.ts';
import { auditPage, CATEGORIES } from './lighthouse.ts';
import { categoryScoreWithout } from './lighthouse-score.ts';

export async function benchLighthouse(port: number) {
  const rows = [];
  for (const page of AUDITED_PAGES) {
    const headers = 'needsCart' in page ? { Cookie: await cartCookie(port) } : undefined;
    const audit = await auditPage(`${shopOrigin(port)}${page.path}`, { categories: CATEGORIES, ...(headers ? { headers } : {}) });
    const noindex = robotsDirectiveOf(page).includes('noindex');
    rows.push({
      page: page.name,
      path: page.path,
      scores: audit.scores,
      ...(noindex ? { seoWithoutIsCrawlable: categoryScoreWithout(audit.report, 'seo', 'is-crawlable') } : {}),
      lcpMs: Math.round(audit.lcpMs ?? Number.NaN),
      tbtMs: Math.round(audit.tbtMs ?? Number.NaN),
      cls: Number((audit.cls ?? Number.NaN).toFixed(3)),
      losses: audit.losses.map((loss) => loss.id),
    });
  }
  return { preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)', rows };
}
