// The customer-service form's API against the local CRM stand-in: each case reaches the CRM's
// web-to-case form with the org id, record type, return URL, locale, country and the custom fields under
// their configured ids; refusals are localized 400s at their fields (or 413), never a 500; HTML stays the
// text it was; cross-site posts, a sixth case a minute and a CRM failure are refused as the shopper
// needs to know, and a failed case is never filed.
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { CRM_DOWN_SUBJECT } from '../../scripts/local-stack/crm-stand-in.ts';
import { CONTACT_REASONS } from '../../src/domain/service/contact-reasons.ts';
import { CONTACT_SUBREASONS, type ContactExtra } from '../../src/domain/service/contact-subreasons.ts';
import { RATE_LIMITS } from '../../src/domain/security/rate-limits.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { awayFromWindowEdge } from './api-request.ts';
import { newClientIp, send } from './request.ts';

const de = messagesFor('de');
const en = messagesFor('en');

/** The configured custom field ids (vitest runs wrangler.toml's CRM_CASE_FIELDS). */
const FIELD_IDS = {
  subreason: '00N0000000Subrsn',
  vatId: '00N0000000VatId',
  productNumber: '00N0000000PrdNum',
  quantity: '00N0000000Qty',
  orderNumber: '00N0000000OrdNum',
  invoiceNumber: '00N0000000InvNum',
  locale: '00N0000000Locale',
  country: '00N0000000Cntry',
};

const VALID_EXTRAS: Record<ContactExtra, string> = {
  productNumber: '10010001',
  invoiceNumber: 'FA-2026-000123',
  orderNumber: '100045',
  vatId: '2020123456',
  quantity: '3',
  phone: '+421 900 123 456',
};

let serial = 0;
function uniqueSubject(label: string): string {
  serial += 1;
  return `${label} ${Date.now()}-${serial}`;
}

const caseBody = (overrides: Record<string, unknown> = {}) => ({
  reason: 'consulting',
  subreason: 'product-advice',
  name: 'Eva Nováková',
  company: 'Bistro Eva s.r.o.',
  email: 'eva@example.sk',
  phone: '',
  subject: uniqueSubject('Question'),
  description: 'Which fryer suits 40 portions an hour?',
  ...overrides,
});

const post = (
  body: unknown,
  { host = 'sk.localhost', ip, origin, path = '/api/contact' }: { host?: string; ip?: string; origin?: string | null; path?: string } = {},
) => send(`http://${host}${path}`, { body, ip, origin });

async function casesWithSubject(subject: string): Promise<Record<string, string>[]> {
  const response = await fetch(`${inject('servicesUrl')}/crm/__cases`);
  const cases = (await response.json()) as Record<string, string>[];
  return cases.filter((recorded) => recorded['subject'] === subject);
}

const reasonsWithExtras = CONTACT_REASONS.flatMap((reason) => {
  const subreason = CONTACT_SUBREASONS[reason].find((candidate) => candidate.extras.length > 0);
  return subreason ? [[reason, subreason.key, subreason.extras] as const] : [];
});

describe('POST /api/contact', () => {
  it('covers every reason that asks for extras', () => {
    expect(reasonsWithExtras.map(([reason]) => reason)).toEqual(CONTACT_REASONS.filter((reason) => reason !== 'account'));
  });

  it.each(reasonsWithExtras)('files a %s / %s case with the CRM, its extras under their field ids', async (reason, subreason, extras) => {
    const subject = uniqueSubject(`${reason} ${subreason}`);
    const extraValues = Object.fromEntries(extras.map((extra) => [extra, VALID_EXTRAS[extra]]));
    const response = await post(caseBody({ reason, subreason, subject, ...extraValues }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'sent', message: messagesFor('sk')['contact.sent'] });
    const [filed, ...more] = await casesWithSubject(subject);
    expect(more).toEqual([]);
    expect(filed).toMatchObject({
      orgid: '00D000000000LOC',
      recordType: '0120000000LOCAL',
      retURL: 'http://sk.localhost/',
      name: 'Eva Nováková',
      company: 'Bistro Eva s.r.o.',
      email: 'eva@example.sk',
      subject,
      reason,
      [FIELD_IDS.subreason]: subreason,
      [FIELD_IDS.locale]: 'sk-SK',
      [FIELD_IDS.country]: 'SK',
    });
    const expectedExtras = {
      productNumber: extras.includes('productNumber') ? 'EX10010001' : '',
      invoiceNumber: extras.includes('invoiceNumber') ? VALID_EXTRAS.invoiceNumber : '',
      orderNumber: extras.includes('orderNumber') ? VALID_EXTRAS.orderNumber : '',
      vatId: extras.includes('vatId') ? 'SK2020123456' : '',
      quantity: extras.includes('quantity') ? '3' : '',
    };
    for (const field of ['productNumber', 'invoiceNumber', 'orderNumber', 'vatId', 'quantity'] as const) {
      expect(filed?.[FIELD_IDS[field]]).toBe(expectedExtras[field]);
    }
    expect(filed?.['phone']).toBe(extras.includes('phone') ? VALID_EXTRAS.phone : '');
  });

  it('sends the page the form was on as retURL, and the second language of a country when asked', async () => {
    const subject = uniqueSubject('Retour');
    const response = await send('http://ch.localhost/api/contact?language=fr', {
      body: caseBody({ subject }),
      origin: 'http://ch.localhost',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: messagesFor('fr')['contact.sent'] });
    expect((await casesWithSubject(subject))[0]).toMatchObject({ [FIELD_IDS.locale]: 'fr-CH', [FIELD_IDS.country]: 'CH' });
  });

  it("refuses a missing extra at its field, in the market's language", async () => {
    const subject = uniqueSubject('Angebot');
    const response = await post(caseBody({ reason: 'sales', subreason: 'discount-request', subject, productNumber: '10010001', quantity: '5' }), {
      host: 'de.localhost',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid-input',
      message: de['contact.error.invalid-input'],
      fields: { vatId: de['contact.error.required'], phone: de['contact.error.required'] },
    });
    expect(await casesWithSubject(subject)).toEqual([]);
  });

  it('refuses an unknown reason or subreason at that field', async () => {
    const reason = await post(caseBody({ reason: 'bribe' }));
    expect(reason.status).toBe(400);
    expect(((await reason.json()) as { fields: Record<string, string> }).fields).toEqual({
      reason: messagesFor('sk')['contact.error.unknown-reason'],
    });
    const subreason = await post(caseBody({ reason: 'sales', subreason: 'cancellation' }), { host: 'ie.localhost' });
    expect(subreason.status).toBe(400);
    expect(((await subreason.json()) as { fields: Record<string, string> }).fields).toEqual({ subreason: en['contact.error.unknown-subreason'] });
  });

  it('refuses 10 KB fields at their fields and a 20 KB body as too large, never with a 500', async () => {
    const long = 'x'.repeat(10 * 1024);
    for (const field of ['subject', 'description', 'orderNumber']) {
      const response = await post(caseBody({ reason: 'order', subreason: 'order-confirmation', orderNumber: '100045', [field]: long }), {
        host: 'ie.localhost',
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ [field]: en['contact.error.too-long'] });
    }
    const body = await post(caseBody({ description: 'y'.repeat(20 * 1024) }), { host: 'ie.localhost' });
    expect(body.status).toBe(413);
    expect(await body.json()).toEqual({ error: 'too-large', message: en['contact.error.too-large'] });
    const notJson = await post('{"reason": ', { host: 'ie.localhost' });
    expect(notJson.status).toBe(400);
    const notObject = await post(['consulting'], { host: 'ie.localhost' });
    expect(notObject.status).toBe(400);
  });

  it('passes HTML in the description on as the same text', async () => {
    const subject = uniqueSubject('Markup');
    const description = '<script>alert(1)</script><img src=x onerror="alert(2)"> & <b>bold</b>';
    expect((await post(caseBody({ subject, description }))).status).toBe(200);
    expect((await casesWithSubject(subject))[0]?.['description']).toBe(description);
  });

  it('refuses a cross-site post and files nothing', async () => {
    const subject = uniqueSubject('Cross-site');
    const response = await post(caseBody({ subject }), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await casesWithSubject(subject)).toEqual([]);
  });

  it(`refuses the case after ${RATE_LIMITS['contact-case'].limit} in a minute from one client`, async () => {
    await awayFromWindowEdge(RATE_LIMITS['contact-case'].periodSeconds);
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS['contact-case'].limit; attempt += 1) statuses.push((await post(caseBody(), { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post(caseBody())).status).toBe(200);
  });

  it('answers 502 when the CRM fails, and files the case neither then nor twice later', async () => {
    const subject = `${CRM_DOWN_SUBJECT} ${uniqueSubject('outage')}`;
    const response = await post(caseBody({ subject }), { host: 'de.localhost' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'crm-unavailable', message: de['contact.error.crm-unavailable'] });
    expect(await casesWithSubject(subject)).toEqual([]);
    const retried = uniqueSubject('after the outage');
    expect((await post(caseBody({ subject: retried }), { host: 'de.localhost' })).status).toBe(200);
    expect(await casesWithSubject(retried)).toHaveLength(1);
  });
});
