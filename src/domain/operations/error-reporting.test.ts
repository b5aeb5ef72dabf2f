import { describe, expect, it } from 'vitest';
import { ERROR_REPORT_SAMPLE_RATE, isSampled } from './error-reporting.ts';

// The share of sessions sampled, over 100,000 simulated sessions with a seeded generator, is checked
// where sessions decide (src/react/error-reporting/session-sample.test.ts).
describe('error-report sampling', () => {
  it('is the spec’s 5 percent of sessions', () => {
    expect(ERROR_REPORT_SAMPLE_RATE).toBe(0.05);
  });

  it('samples every session whose random number is below the rate and none at or above it', () => {
    expect([0, 0.0499, 0.05, 0.5, 0.9999].map((random) => isSampled(random))).toEqual([true, true, false, false, false]);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(0.9999, 1)).toBe(true);
  });
});
