// The CRM's web-to-case form (spec part 2 §7.5 "Customer-service case form"): one
// `application/x-www-form-urlencoded` POST to CRM_CASE_URL with the org id, the return URL, the record
// type, the standard case fields and our custom fields under the CRM's field ids (CRM_CASE_FIELDS). Like
// Salesforce's web-to-case, the CRM answers a small HTML page or a redirect to retURL: any 2xx or 3xx is
// a case taken (the redirect is not followed). Sent once, never retried: a retry after a slow answer
// could file the case twice.
import * as v from 'valibot';
import type { ContactCase } from '../../../domain/service/contact-case.ts';
import type { Env } from '../../env.ts';
import { timedFetch } from '../observability/request-context.ts';
import { logError } from '../observability/log.ts';

const CRM_TIMEOUT_MS = 10_000;

const FieldId = v.pipe(v.string(), v.nonEmpty());
const CUSTOM_FIELDS = ['subreason', 'vatId', 'productNumber', 'quantity', 'orderNumber', 'invoiceNumber', 'locale', 'country'] as const;
const CrmConfigSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  orgId: v.pipe(v.string(), v.nonEmpty()),
  recordType: v.pipe(v.string(), v.nonEmpty()),
  fields: v.object({
    subreason: FieldId,
    vatId: FieldId,
    productNumber: FieldId,
    quantity: FieldId,
    orderNumber: FieldId,
    invoiceNumber: FieldId,
    locale: FieldId,
    country: FieldId,
  } satisfies Record<(typeof CUSTOM_FIELDS)[number], typeof FieldId>),
});
type CrmConfig = v.InferOutput<typeof CrmConfigSchema>;

/** The configuration parsed once per set of values (an isolate keeps its env). */
let parsed: { source: string; config: CrmConfig | null } | null = null;

function crmConfig(env: Env): CrmConfig | null {
  const source = JSON.stringify([env.CRM_CASE_URL, env.CRM_ORG_ID, env.CRM_RECORD_TYPE, env.CRM_CASE_FIELDS]);
  if (parsed?.source === source) return parsed.config;
  let fields: unknown = null;
  try {
    fields = JSON.parse(env.CRM_CASE_FIELDS);
  } catch (error) {
    logError('CRM: CRM_CASE_FIELDS is not JSON', error);
  }
  const checked = v.safeParse(CrmConfigSchema, { url: env.CRM_CASE_URL, orgId: env.CRM_ORG_ID, recordType: env.CRM_RECORD_TYPE, fields });
  if (!checked.success) logError('CRM: the web-to-case configuration is incomplete', v.flatten(checked.issues).nested);
  parsed = { source, config: checked.success ? checked.output : null };
  return parsed.config;
}

export interface CaseOrigin {
  /** Where the CRM sends the shopper back to (retURL): the page the form was sent from. */
  returnUrl: string;
  locale: string;
  country: string;
}

/** The form the CRM reads: its standard names, and our custom fields under its field ids. */
export function webToCaseForm(config: CrmConfig, contactCase: ContactCase, origin: CaseOrigin): URLSearchParams {
  const form = new URLSearchParams({
    orgid: config.orgId,
    retURL: origin.returnUrl,
    recordType: config.recordType,
    name: contactCase.name,
    email: contactCase.email,
    phone: contactCase.phone,
    company: contactCase.company,
    subject: contactCase.subject,
    // Sent as the text typed: the CRM stores and shows it as text.
    description: contactCase.description,
    reason: contactCase.reason,
  });
  const custom = {
    subreason: contactCase.subreason,
    vatId: contactCase.vatId,
    productNumber: contactCase.productNumber,
    quantity: contactCase.quantity,
    orderNumber: contactCase.orderNumber,
    invoiceNumber: contactCase.invoiceNumber,
    locale: origin.locale,
    country: origin.country,
  } satisfies Record<keyof CrmConfig['fields'], string>;
  for (const field of CUSTOM_FIELDS) form.set(config.fields[field], custom[field]);
  return form;
}

export type CaseSent = { ok: true } | { ok: false; reason: 'not-configured' | 'unavailable' };

export async function sendCase(env: Env, contactCase: ContactCase, origin: CaseOrigin): Promise<CaseSent> {
  const config = crmConfig(env);
  if (!config) return { ok: false, reason: 'not-configured' };
  try {
    const response = await timedFetch('crm')(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: webToCaseForm(config, contactCase, origin),
      redirect: 'manual',
      signal: AbortSignal.timeout(CRM_TIMEOUT_MS),
    });
    // The answer is a page for a browser; nothing in it to read.
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 400) return { ok: true };
    logError('CRM refused the case', response.status);
    return { ok: false, reason: 'unavailable' };
  } catch (error) {
    logError('CRM unreachable', error);
    return { ok: false, reason: 'unavailable' };
  }
}
