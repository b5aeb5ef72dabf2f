// Lighthouse on the machine's Chromium, offline (loopback pages only, Chromium's background networking
// off). Mobile preset: Lighthouse's default configuration, i.e. a mid-range phone's screen with simulated
// slow 4G and a 4x slower CPU. One page at a time, each in a fresh browser profile: Lighthouse keeps
// cookies between runs, and a cookie an earlier page set (the market's) would be sent instead of the
// Cookie header we pass (the cart page then finds no cart and redirects home).
// Used by the bench (all four categories and the lab Core Web Vitals) and by the accessibility budget of
// `npm test` (accessibility and SEO only; the test reads scores, never timings).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import * as v from 'valibot';
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
  /**
   * Sent with every request of the page. Not for cookies the page's own fetches need: those carry the jar's
   * cookies instead once the page has set any (put them in `cookies`).
   */
  headers?: Record<string, string>;
  /**
   * Cookies in the browser's jar before the page loads, readable by the page's scripts (a header sends them
   * to the server only): a returning shopper, e.g. one who has answered the consent manager.
   */
  cookies?: readonly BrowserCookie[];
}

export interface BrowserCookie {
  name: string;
  value: string;
  /** The page's URL: the cookie is set for its host. */
  url: string;
  /** A `__Host-` cookie (the cart's): Secure and host-only. */
  secure?: boolean;
}

/**
 * The DevTools protocol's form of a cookie. A Secure one is set for the host's https address (it refuses
 * Secure for an http one); the browser sends it to http://*.localhost too, a secure context.
 */
function cookieParam({ name, value, url, secure }: BrowserCookie) {
  const host = new URL(url).hostname;
  return secure ? { name, value, url: `https://${host}/`, path: '/', secure: true } : { name, value, domain: host, path: '/' };
}

export interface PageAudit {
  url: string;
  /** 0–100 per category that ran; null when Lighthouse could not score it. */
  scores: Partial<Record<Category, number | null>>;
  /** Lab figures of the performance category (absent when it did not run). */
  lcpMs?: number;
  /** What the largest contentful paint was (a CSS selector), when Lighthouse names it. */
  lcpElement?: string;
  tbtMs?: number;
  cls?: number;
  /** The audits of the categories that ran which lost points: what to fix. */
  losses: { id: string; title: string; score: number }[];
  report: Result;
}

const numeric = (report: Result, id: string): number | undefined => report.audits[id]?.numericValue;

/** The LCP element's selector from the LCP breakdown insight (a list whose node item names the element). */
function lcpElementOf(report: Result): string | undefined {
  const details = report.audits['lcp-breakdown-insight']?.details;
  if (details?.type !== 'list') return undefined;
  for (const item of details.items) if (item.type === 'node') return item.selector;
  return undefined;
}

const ChromeVersionSchema = v.object({ webSocketDebuggerUrl: v.string() });

/** Puts cookies in the launched browser's jar over the DevTools protocol (Storage.setCookies, browser-wide). */
async function setBrowserCookies(port: number, cookies: readonly BrowserCookie[]): Promise<void> {
  const version = v.parse(ChromeVersionSchema, await (await fetch(`http://127.0.0.1:${port}/json/version`)).json());
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('no DevTools connection to the audit browser')), { once: true });
  });
  try {
    const answer = new Promise<unknown>((resolve) =>
      socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true }),
    );
    socket.send(
      JSON.stringify({
        id: 1,
        method: 'Storage.setCookies',
        params: { cookies: cookies.map(cookieParam) },
      }),
    );
    const reply = v.parse(v.object({ id: v.literal(1), error: v.optional(v.object({ message: v.string() })) }), await answer);
    if (reply.error) throw new Error(`the audit browser refused the cookies: ${reply.error.message}`);
  } finally {
    socket.close();
  }
}

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
export async function auditPage(url: string, { categories, headers, cookies }: AuditOptions): Promise<PageAudit> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    if (cookies?.length) await setBrowserCookies(chrome.port, cookies);
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
            lcpElement: lcpElementOf(report),
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
