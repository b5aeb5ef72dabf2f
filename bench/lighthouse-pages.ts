// The bench's Lighthouse pass: the five watched pages, all four categories, lab LCP, TBT and CLS, and what
// the LCP element was. On a page our robots rule keeps out of the index the SEO score is also given without
// `is-crawlable` (see tests/browser/lighthouse-budget.spec.ts for why); the raw score stays the headline.
// Each page is a first visit (a fresh profile): the consent manager's banner shows, after idle, fixed over
// the bottom of the viewport, and where the page's own largest text is smaller than the banner's it is the
// LCP (the demo catalogue's flat SVG product pictures are not LCP candidates: Chrome skips low-entropy
// images). Home and product are measured once more as a returning shopper who has answered the banner, to
// show the page's own figure beside the first visit's.
// One Lighthouse run's performance score moves by a few points from run to run on the same build (the
// simulated timeline follows what the observed load happened to start before each paint). Each first visit
// is therefore audited RUNS times and its row is Lighthouse's own median run (closest to the median first
// contentful paint and time to interactive, as Lighthouse's documentation advises for variance), with the
// range of the runs' performance scores beside it.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { AUDITED_PAGES, cartBrowserCookie, robotsDirectiveOf, shopOrigin } from './audited-pages.ts';
import { CONSENT_COOKIE } from '../scripts/local-stack/third-party-stand-ins.ts';
import { auditPage, CATEGORIES, type PageAudit } from './lighthouse.ts';
import { categoryScoreWithout } from './lighthouse-score.ts';

const RETURNING_PAGES = new Set(['home', 'product']);
/** Audits per first visit; the returning shopper's rows are shown beside them, once each. */
export const LIGHTHOUSE_RUNS = 3;

/** The run Lighthouse's median-run helper picks, and the lowest and highest performance score of all runs. */
export function medianOf(audits: PageAudit[]) {
  const median = computeMedianRun(audits.map((audit) => audit.report));
  const audit = audits.find((candidate) => candidate.report === median) ?? audits[0];
  if (!audit) throw new Error('Lighthouse: no run to take the median of');
  const scores = audits.map((run) => run.scores.performance ?? Number.NaN);
  return { audit, performanceRange: { min: Math.min(...scores), max: Math.max(...scores) } };
}

export async function benchLighthouse(port: number) {
  const rows = [];
  const visits = [
    ...AUDITED_PAGES.map((page) => ({ page, returning: false })),
    ...AUDITED_PAGES.filter((page) => RETURNING_PAGES.has(page.name)).map((page) => ({ page, returning: true })),
  ];
  for (const { page, returning } of visits) {
    const url = `${shopOrigin(port)}${page.path}`;
    const runs: PageAudit[] = [];
    for (let run = 0; run < (returning ? 1 : LIGHTHOUSE_RUNS); run += 1) {
      // Every run of the cart page has a cart of its own, as a new shopper would.
      const cookies = [
        ...('needsCart' in page ? [await cartBrowserCookie(port, url)] : []),
        ...(returning ? [{ name: CONSENT_COOKIE, value: 'rejected', url }] : []),
      ];
      runs.push(await auditPage(url, { categories: CATEGORIES, cookies }));
    }
    const { audit, performanceRange } = medianOf(runs);
    const noindex = robotsDirectiveOf(page).includes('noindex');
    rows.push({
      page: returning ? `${page.name} (returning, consent answered)` : page.name,
      path: page.path,
      scores: audit.scores,
      runs: runs.length,
      performanceRange,
      ...(noindex ? { seoWithoutIsCrawlable: categoryScoreWithout(audit.report, 'seo', 'is-crawlable') } : {}),
      lcpMs: Math.round(audit.lcpMs ?? Number.NaN),
      lcpElement: audit.lcpElement ?? null,
      tbtMs: Math.round(audit.tbtMs ?? Number.NaN),
      cls: Number((audit.cls ?? Number.NaN).toFixed(3)),
      losses: audit.losses.map((loss) => loss.id),
    });
  }
  return { preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)', rows };
}
