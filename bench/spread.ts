// Median and spread of repeated figures: the bench reports a repeated figure as its median with the lowest
// and highest repeat beside it, so a change within that min–max reads as the machine's noise, not a gain.

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) throw new Error('median of no values');
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export const spread = (values: readonly number[]) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
