import { describe, expect, it } from 'vitest';
import type { PageAudit } from './lighthouse.ts';
import { medianOf } from './lighthouse-pages.ts';

/** A run as far as the median pick reads it: its first contentful paint, time to interactive and score. */
const run = (fcp: number, interactive: number, performance: number) =>
  ({
    scores: { performance },
    report: { audits: { 'first-contentful-paint': { numericValue: fcp }, interactive: { numericValue: interactive } } },
  }) as unknown as PageAudit;

describe('a page’s Lighthouse runs', () => {
  it('are judged by the run nearest the median paint and interactivity, not by the best or the worst score', () => {
    const runs = [run(900, 2_000, 100), run(1_500, 3_600, 91), run(1_000, 2_400, 97)];
    const { audit, performanceRange } = medianOf(runs);
    expect(audit).toBe(runs[2]);
    expect(performanceRange).toEqual({ min: 91, max: 100 });
  });
});
