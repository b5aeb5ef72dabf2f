import { describe, expect, it } from 'vitest';
import { categoryScore, categoryScoreWithout } from './lighthouse-score.ts';

// A noindex page as Lighthouse scores it: everything passes except is-crawlable; the manual audit has weight 0.
const report = {
  categories: {
    seo: {
      score: 0.69,
      auditRefs: [
        { id: 'is-crawlable', weight: 4.043 },
        { id: 'document-title', weight: 1 },
        { id: 'meta-description', weight: 1 },
        { id: 'link-text', weight: 1 },
        { id: 'structured-data', weight: 0 },
      ],
    },
  },
  audits: {
    'is-crawlable': { score: 0 },
    'document-title': { score: 1 },
    'meta-description': { score: 1 },
    'link-text': { score: 1 },
    'structured-data': { score: null },
  },
};

describe('categoryScoreWithout', () => {
  it('gives the score the other weighted audits earn', () => {
    expect(categoryScoreWithout(report, 'seo', 'is-crawlable')).toBe(100);
  });

  it('still counts a failing audit that is not the one left out', () => {
    const withBadLinks = { ...report, audits: { ...report.audits, 'link-text': { score: 0 } } };
    expect(categoryScoreWithout(withBadLinks, 'seo', 'is-crawlable')).toBe(67);
  });

  it('knows no score for a category that did not run', () => {
    expect(categoryScoreWithout(report, 'performance', 'is-crawlable')).toBeNull();
    expect(categoryScore(report, 'performance')).toBeNull();
  });

  it('shows the raw score as Lighthouse does, out of 100', () => {
    expect(categoryScore(report, 'seo')).toBe(69);
  });
});
