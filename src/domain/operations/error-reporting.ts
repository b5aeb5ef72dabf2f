// Client error reporting (issue 19; spec part 2 §9 "Error-reporting sampling 5 percent of sessions"): a
// share of shoppers' sessions tells the shop which errors their browser met, so we see what breaks in the
// field without every page view of every shopper sending reports. The decision is made once per session
// (src/react/error-reporting/session-sample.ts) rather than per report or page, so a sampled session's
// reports are complete: the error before a reload and the one after it arrive together.

/** The spec's 5 percent of sessions. */
export const ERROR_REPORT_SAMPLE_RATE = 0.05;

/**
 * Whether a session whose one uniform random number in [0, 1) is `random` reports its errors. A pure
 * function of that number, so a test can simulate many sessions with a seeded generator.
 */
export function isSampled(random: number, rate: number = ERROR_REPORT_SAMPLE_RATE): boolean {
  return random < rate;
}
