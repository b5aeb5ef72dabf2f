// The recommendation service (spec part 2 §7.5 "Recommendation"): similar products of a product page.
// Never throws: a network error, a non-2xx answer, an answer of another shape or no answer within
// RECOMMENDATION_TIMEOUT_MS is logged and returns null (spec §8 "Recommendation failure: logged, returns null").
import type { LocaleCode } from '../../../domain/markets/countries.ts';
import { RECOMMENDATION_TIMEOUT_MS, similarProductsBody, similarProductSkus } from '../../../domain/recommendations/similar-products.ts';
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logWarn } from '../observability/log.ts';

export interface SimilarProductsQuery {
  locale: LocaleCode;
  sourceSku: string;
  /** The shopper's analytics cookie, when there is one. */
  cookie: string | undefined;
}

export async function fetchSimilarProductSkus(env: Env, query: SimilarProductsQuery): Promise<string[] | null> {
  if (!env.RECOMMENDATION_URL) return null;
  const body = similarProductsBody(query);
  if (!body) {
    logWarn(`recommendations: no keys for ${query.locale}`);
    return null;
  }
  try {
    const response = await timedFetch('recommendations')(env.RECOMMENDATION_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(RECOMMENDATION_TIMEOUT_MS),
    });
    if (!response.ok) {
      logWarn('recommendations answered', response.status);
      return null;
    }
    const skus = similarProductSkus(await response.json());
    if (!skus) logWarn('recommendations: answer of an unexpected shape');
    return skus;
  } catch (error) {
    logWarn('recommendations failed', error);
    return null;
  }
}
