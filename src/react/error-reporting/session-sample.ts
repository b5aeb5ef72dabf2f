// Whether this session reports its errors, decided once per session (spec part 2 §9: 5 percent of
// sessions) and kept in sessionStorage, so every page of a sampled session reports and no page of the
// others does. Where the browser keeps no sessionStorage (some privacy modes refuse it), each page load
// decides anew: still 5 percent of page views.
import { ERROR_REPORT_SAMPLE_RATE, isSampled } from '../../domain/operations/error-reporting.ts';

/** The sessionStorage key of the decision: '1' sampled, '0' not. Tests set it to force either. */
export const SAMPLE_KEY = 'error-report-sample';

type SampleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The session's decision: the stored one, else a new one from `random`, kept for the session's next pages.
 * `storage` is a getter because reading `window.sessionStorage` itself throws where storage is blocked.
 */
export function sessionIsSampled(storage: () => SampleStorage, random: () => number, rate: number = ERROR_REPORT_SAMPLE_RATE): boolean {
  try {
    const session = storage();
    const decision = session.getItem(SAMPLE_KEY);
    if (decision === '1' || decision === '0') return decision === '1';
    const sampled = isSampled(random(), rate);
    session.setItem(SAMPLE_KEY, sampled ? '1' : '0');
    return sampled;
  } catch (error) {
    console.warn('error reports: no sessionStorage, sampling this page on its own', error);
    return isSampled(random(), rate);
  }
}
