// Lighthouse on the machine's Chromium, offline (loopback pages only, Chromium's background networking
// off). Mobile preset: Lighthouse's default configuration, i.e. a mid-range phone's screen with simulated
// slow 4G and a 4x slower CPU. One page at a time, each in a fresh browser profile: Lighthouse keeps
// cookies between runs, and a cookie an earlier page set (the market's) would be sent instead of the
// Cookie header we pass (the cart page then finds no cart and redirects home).
// Used by the bench (all four categories and the lab Core Web Vitals) and by the accessibility budget of
// `npm test` (accessibility and SEO only; the test reads scores, never timings).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { categoryScore } from './lighthouse-score.ts';

export const CHROMIUM_PATH = process.env['CHROME_PATH'] ?? process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface AuditOptions {
  categories: readonly Category[];
  /** Sent with every request of the page, e.g. the cart cookie of the cart page. */
  headers?: Record<string, string>;
}

export interface PageAudit {
  url: string;
  /** 0–100 per category that ran; null when Lighthouse could not score it. */
  scores: Partial<Record<Category, number | null>>;
  /** Lab figures of the performance category (absent when it did not run). */
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** The audits of the categories that ran which lost points: what to fix. */
  losses: { id: string; title: string; score: number }[];
  report: Result;
}

const numeric = (report: Result, id: string): number | undefined => report.audits[id]?.numericValue;

function losses(report: Result): PageAudit['losses'] {
  const ids = new Set(
    Object.values(report.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)),
  );
  return [...ids].flatMap((id) => {
    const audit = report.audits[id];
    return audit && audit.score !== null && audit.score < 1 ? [{ id, title: audit.title, score: audit.score }] : [];
  });
}

/** Audits one page; fails when Lighthouse could not load it or ended on another address (a redirect). */
export async function auditPage(url: string, { categories, headers }: AuditOptions): Promise<PageAudit> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      ...(headers ? { extraHeaders: headers } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const report = result.lhr;
    if (report.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
    if (report.finalDisplayedUrl !== url) throw new Error(`Lighthouse was sent from ${url} to ${report.finalDisplayedUrl}`);
    const measured = categories.includes('performance');
    return {
      url,
      scores: Object.fromEntries(categories.map((category) => [category, categoryScore(report, category)])),
      ...(measured
        ? {
            lcpMs: numeric(report, 'largest-contentful-paint'),
            tbtMs: numeric(report, 'total-blocking-time'),
            cls: numeric(report, 'cumulative-layout-shift'),
          }
        : {}),
      losses: losses(report),
      report,
    };
  } finally {
    chrome.kill();
  }
}
