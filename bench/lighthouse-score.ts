// Category scores recomputed from a Lighthouse report without one audit, the way Lighthouse weighs them
// (lighthouse/core/scoring.js: a weighted mean of the audits whose weight it left above 0; not-applicable,
// manual and informative audits already carry weight 0 in the report). Used where an audit measures
// something we decided on purpose, e.g. `is-crawlable` on a page our robots rule keeps out of the index.

export interface ScoredAuditRef {
  id: string;
  weight: number;
}
export interface ReportForScoring {
  categories: Record<string, { score: number | null; auditRefs: ScoredAuditRef[] } | undefined>;
  audits: Record<string, { score: number | null } | undefined>;
}

/** The category's score (0–100, rounded as Lighthouse shows it) with `auditId` left out; null when unknown. */
export function categoryScoreWithout(report: ReportForScoring, category: string, auditId: string): number | null {
  const refs = report.categories[category]?.auditRefs;
  if (!refs) return null;
  let weight = 0;
  let sum = 0;
  for (const ref of refs) {
    if (ref.id === auditId || ref.weight <= 0) continue;
    const score = report.audits[ref.id]?.score;
    if (score === null || score === undefined) return null;
    weight += ref.weight;
    sum += score * ref.weight;
  }
  return weight === 0 ? null : Math.round((sum / weight) * 100);
}

/** The category's score as Lighthouse reports it, 0–100; null when the category did not run or had an error. */
export function categoryScore(report: ReportForScoring, category: string): number | null {
  const score = report.categories[category]?.score;
  return score === null || score === undefined ? null : Math.round(score * 100);
}
