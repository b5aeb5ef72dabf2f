// The CRM's web-to-case endpoint of the local stack (spec part 2 §7.5 "Customer-service case form"), as
// Salesforce's `servlet.WebToCase` takes it: an `application/x-www-form-urlencoded` POST with `orgid`,
// `retURL` and the case fields, answered with a small HTML page that sends the browser on to retURL. It
// refuses another org id (400) and anything but a form; a case whose subject starts with "crm-down"
// answers 503 and is not recorded, so tests can see the shop survive the CRM failing. Tests read the
// recorded cases (each the form's fields as sent) with `GET /crm/__cases` and forget them with `DELETE`.

import type { IncomingMessage, ServerResponse } from 'node:http';

export const CRM_CASE_PATH = '/crm/servlet/servlet.WebToCase';
export const CRM_CASES_PATH = '/crm/__cases';
/** The org id of the local configuration (wrangler.toml CRM_ORG_ID). */
export const LOCAL_CRM_ORG_ID = '00D000000000LOC';
export const CRM_DOWN_SUBJECT = 'crm-down';

export interface CrmAnswer {
  status: number;
  contentType: string;
  body: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (status: number, text: string, returnUrl?: string): CrmAnswer => ({
  status,
  contentType: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8">${
    returnUrl ? `<meta http-equiv="refresh" content="0;URL=${escapeHtml(returnUrl)}">` : ''
  }<title>Web-to-Case</title></head><body><p>${escapeHtml(text)}</p></body></html>`,
});

export function createCrmStandIn(orgId = LOCAL_CRM_ORG_ID) {
  const cases: Record<string, string>[] = [];
  return {
    cases,
    /** One POSTed form: recorded and answered like the CRM does, or refused. */
    receive(contentType: string | undefined, body: string): CrmAnswer {
      if (!(contentType ?? '').startsWith('application/x-www-form-urlencoded')) return page(415, 'Send the case as a form.');
      const form = Object.fromEntries(new URLSearchParams(body));
      if (form['orgid'] !== orgId) return page(400, 'Unknown organisation.');
      if (!form['retURL'] || !URL.canParse(form['retURL'])) return page(400, 'retURL must be an absolute URL.');
      if ((form['subject'] ?? '').startsWith(CRM_DOWN_SUBJECT)) return page(503, 'Service unavailable.');
      cases.push(form);
      return page(200, 'Thank you.', form['retURL']);
    },
  };
}

/** A form is a few kilobytes; the CRM takes at most this much of one. */
const MAX_FORM_BYTES = 64 * 1024;

async function readForm(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += Buffer.byteLength(chunk);
    if (size <= MAX_FORM_BYTES) chunks.push(Buffer.from(chunk));
  }
  return size <= MAX_FORM_BYTES ? Buffer.concat(chunks).toString('utf8') : null;
}

const answer = (response: ServerResponse, status: number, contentType: string, body: string) => {
  response.writeHead(status, { 'content-type': contentType });
  response.end(body);
};

/** The stand-in's HTTP side: the web-to-case POST, and the test-only case list. */
export async function crmRoute(crm: ReturnType<typeof createCrmStandIn>, path: string, request: IncomingMessage, response: ServerResponse) {
  if (path === CRM_CASES_PATH && request.method === 'GET') return answer(response, 200, 'application/json', JSON.stringify(crm.cases));
  if (path === CRM_CASES_PATH && request.method === 'DELETE') {
    crm.cases.length = 0;
    return answer(response, 204, 'text/plain', '');
  }
  if (path !== CRM_CASE_PATH || request.method !== 'POST') return answer(response, 405, 'text/plain', 'Method not allowed');
  const body = await readForm(request);
  if (body === null) return answer(response, 413, 'text/plain', 'Form too large');
  const outcome = crm.receive(request.headers['content-type'], body);
  return answer(response, outcome.status, outcome.contentType, outcome.body);
}
