// The VAT service (spec part 2 §7.5, path `vat`): `GET {VAT_URL}/validate?UstId_1={seller}&UstId_2={buyer}`,
// answered in XML with an ErrorCode. The outcome is data for the shopper, never an error: no answer
// within VAT_CHECK_TIMEOUT_MS is `timeout` (they may retry); a failing service or an answer without a
// readable code is `couldNotValidate`, and logged.
import { parseVatErrorCode, VAT_CHECK_TIMEOUT_MS, vatStatusOfCode, type VatStatus } from '../../../domain/vat/vat-result.ts';
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logWarn } from '../observability/log.ts';

/** Answers are a few hundred bytes; anything much larger is not the VAT service speaking. */
const MAX_ANSWER_CHARS = 64 * 1024;

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

export async function checkVatId(env: Env, sellerVatId: string, buyerVatId: string): Promise<VatStatus> {
  const url = new URL(`${env.VAT_URL}/validate`);
  url.search = new URLSearchParams({ UstId_1: sellerVatId, UstId_2: buyerVatId }).toString();
  try {
    const response = await timedFetch('vat')(url, {
      headers: { accept: 'application/xml, text/xml' },
      signal: AbortSignal.timeout(VAT_CHECK_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      logWarn('VAT service answered', response.status, text.slice(0, 200));
      return 'couldNotValidate';
    }
    const code = text.length <= MAX_ANSWER_CHARS ? parseVatErrorCode(text) : null;
    if (code === null) {
      logWarn('VAT service answer without a readable ErrorCode', text.slice(0, 200));
      return 'couldNotValidate';
    }
    return vatStatusOfCode(code);
  } catch (error) {
    if (isTimeout(error)) {
      logWarn(`VAT service gave no answer within ${VAT_CHECK_TIMEOUT_MS} ms`);
      return 'timeout';
    }
    logWarn('VAT service unreachable', error);
    return 'couldNotValidate';
  }
}
