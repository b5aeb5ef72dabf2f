// `POST /api/vat/check` `{ vatId }`: the buyer's VAT ID normalised for the market's country and checked
// with the VAT service against the market's seller VAT ID. The outcome — valid, not valid, could not
// validate, timeout — is data with the spec's message in the shopper's language; bad input is a 400.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { sellerVatId } from '../../domain/vat/seller-vat-ids.ts';
import { normaliseVatId, VatCheckSchema } from '../../domain/vat/vat-id.ts';
import type { VatStatus } from '../../domain/vat/vat-result.ts';
import type { Env } from '../env.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';
import { checkVatId } from '../services/vat/vat-check.ts';
import { jsonBody, jsonFailure, localized } from './api-response.ts';

export const MAX_VAT_BODY_BYTES = 1024;

type VatErrorKey = 'malformed' | 'too-large' | 'too-short' | 'too-long' | 'not-available';
type VatContext = Context<{ Bindings: Env }>;

/** The spec pairs two of the outcomes with a second line telling the shopper what they can do. */
const HINTED: ReadonlySet<VatStatus> = new Set(['notValid', 'timeout']);

export const vatApi = new Hono<{ Bindings: Env }>();

const refuse = (c: VatContext, key: VatErrorKey, status: 400 | 413 = 400) =>
  c.json({ error: key, message: localized(c, `vat.error.${key}`) }, status);

vatApi.onError(jsonFailure('vat.error.unavailable'));

vatApi.post(
  '/check',
  rateLimit('vat-check'),
  bodyLimit({ maxSize: MAX_VAT_BODY_BYTES, onError: (c) => refuse(c, 'too-large', 413) }),
  async (c) => {
    const body = v.safeParse(VatCheckSchema, await jsonBody(c));
    if (!body.success) {
      const message = body.issues[0]?.message;
      return refuse(c, message === 'too-short' || message === 'too-long' ? message : 'malformed');
    }
    const market = c.get('market');
    const settings = await cachedStoreSettings(c.env, market, (promise) => c.executionCtx.waitUntil(promise));
    if (!settings.vatValidationEnabled) return refuse(c, 'not-available');
    const vatId = normaliseVatId(market.country.code, body.output.vatId);
    if (!vatId.ok) return refuse(c, vatId.error);
    const status = await checkVatId(c.env, sellerVatId(market.country.code), vatId.vatId);
    c.header('cache-control', 'no-store');
    return c.json({
      status,
      vatId: vatId.vatId,
      message: localized(c, `vat.status.${status}`),
      ...(HINTED.has(status) ? { hint: localized(c, `vat.hint.${status}`) } : {}),
    });
  },
);
