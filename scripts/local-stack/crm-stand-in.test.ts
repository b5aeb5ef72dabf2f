import { describe, expect, it } from 'vitest';
import { createCrmStandIn, LOCAL_CRM_ORG_ID } from './crm-stand-in.ts';

const FORM = 'application/x-www-form-urlencoded';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('CRM web-to-case stand-in', () => {
  it('records a case of its org and sends the browser back to retURL', () => {
    const crm = createCrmStandIn();
    const answer = crm.receive(FORM, form({ orgid: LOCAL_CRM_ORG_ID, retURL: 'http://sk.localhost/', subject: 'Fryer', description: '<b>x</b>' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('URL=http://sk.localhost/');
    expect(crm.cases).toEqual([{ orgid: LOCAL_CRM_ORG_ID, retURL: 'http://sk.localhost/', subject: 'Fryer', description: '<b>x</b>' }]);
  });

  it('refuses another org, a body that is not a form, and records neither', () => {
    const crm = createCrmStandIn();
    expect(crm.receive(FORM, form({ orgid: 'someone-else', retURL: 'http://sk.localhost/' })).status).toBe(400);
    expect(crm.receive('application/json', JSON.stringify({ orgid: LOCAL_CRM_ORG_ID })).status).toBe(415);
    expect(crm.cases).toEqual([]);
  });

  it('answers 503 for a subject starting with crm-down, without recording it', () => {
    const crm = createCrmStandIn();
    expect(crm.receive(FORM, form({ orgid: LOCAL_CRM_ORG_ID, retURL: 'http://sk.localhost/', subject: 'crm-down test' })).status).toBe(503);
    expect(crm.cases).toEqual([]);
  });
});
