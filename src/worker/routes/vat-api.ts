// `POST /api/vat/check` `{ vatId }`: the buyer's VAT ID normalised for the market's country and checked
// with the VAT service against the market's seller VAT ID. The outcome — valid, not valid, could not
// validate, timeout — is data with the spec's message in the shopper's language; bad input is a 400,
// and the store settings unreadable (commerce down, nothing cached) a 503 with Retry-After.
import { sellerVatId } from '../../domain/vat/seller-vat-ids.ts';
import { normaliseVatId, VatCheckSchema } from '../../domain/vat/vat-id.ts';
import type { VatStatus } from '../../domain/vat/vat-result.ts';
import { jsonApi } from '../api/json-api.ts';
import { jsonBody } from '../api/json-body.ts';
import { localized } from '../api/localized.ts';
import { refuse } from '../api/refuse.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';
import { checkVatId } from '../services/vat/vat-check.ts';

export const MAX_VAT_BODY_BYTES = 1024;

/** The spec pairs two of the outcomes with a second line telling the shopper what they can do. */
const HINTED = ['notValid', 'timeout'] as const satisfies readonly VatStatus[];
const isHinted = (status: VatStatus): status is (typeof HINTED)[number] => HINTED.some((hinted) => hinted === status);

export const vatApi = jsonApi({ unavailable: 'vat.error.unavailable' });

const vatBody = jsonBody(VatCheckSchema, {
  maxBytes: MAX_VAT_BODY_BYTES,
  tooLarge: 'vat.error.too-large',
  malformed: 'vat.error.malformed',
  invalid: (issues) => {
    const message = issues[0]?.message;
    return message === 'too-short' || message === 'too-long' ? `vat.error.${message}` : 'vat.error.malformed';
  },
});

vatApi.post('/check', rateLimit('vat-check'), vatBody, async (c) => {
  const market = c.get('market');
  const settings = await cachedStoreSettings(c.env, market, (promise) => c.executionCtx.waitUntil(promise));
  if (!settings.vatValidationEnabled) return refuse(c, 'vat.error.not-available', 400);
  const vatId = normaliseVatId(market.country.code, c.req.valid('json').vatId);
  if (!vatId.ok) return refuse(c, `vat.error.${vatId.error}`, 400);
  const status = await checkVatId(c.env, sellerVatId(market.country.code), vatId.vatId);
  return c.json({
    status,
    vatId: vatId.vatId,
    message: localized(c, `vat.status.${status}`),
    ...(isHinted(status) ? { hint: localized(c, `vat.hint.${status}`) } : {}),
  });
});
