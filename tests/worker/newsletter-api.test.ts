// The newsletter block's sign-up: the double opt-in and the consent reach the customer-data service once
// each; the consent box is required except in HU and PL; bad input is a 400 in the market's language.
import { describe, expect, inject, it } from 'vitest';
import { newClientIp, send } from './request.ts';

async function received(event: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${inject('servicesUrl')}/__received?event=${event}`);
  return response.json();
}

const uniqueEmail = (market: string) => `news-${crypto.randomUUID()}@example.${market}`;

describe('POST /api/newsletter', () => {
  it('sends newsletter-doi and consent once each with the spec fields and answers 202', async () => {
    const email = uniqueEmail('sk');
    const response = await send('http://sk.localhost/api/newsletter', { body: { email: email.toUpperCase(), consent: true } });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: 'Ďakujeme! Skontrolujte si, prosím, schránku a potvrďte odber.' });
    await expect
      .poll(async () => (await received('newsletter-doi')).filter((body) => body['email'] === email))
      .toEqual([{ locale: 'sk-SK', email, user_id: null }]);
    const doi = await received('newsletter-doi');
    expect(doi.filter((body) => body['email'] === email)).toHaveLength(1);
    const token = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email)))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    await expect
      .poll(async () => (await received('consent')).filter((body) => body['email_token'] === token))
      .toEqual([
        {
          locale: 'sk-SK',
          consents: { newsletter: true },
          cookie: null,
          additional_props: { source: 'newsletter-block' },
          gdpr_phone: null,
          email_token: token,
          user_id: null,
        },
      ]);
  });

  it('subscribes without the consent in Hungary, where it is optional', async () => {
    const email = uniqueEmail('hu');
    const response = await send('http://hu.localhost/api/newsletter', { body: { email, consent: false } });
    expect(response.status).toBe(202);
    await expect.poll(async () => (await received('newsletter-doi')).filter((body) => body['email'] === email)).toHaveLength(1);
  });

  it('refuses a missing consent in Slovakia at the consent field and sends nothing', async () => {
    const email = uniqueEmail('sk');
    const response = await send('http://sk.localhost/api/newsletter', { body: { email } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid-input',
      fields: { consent: 'Vyjadrite, prosím, súhlas so zasielaním newslettera.' },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await received('newsletter-doi')).filter((body) => body['email'] === email)).toEqual([]);
  });

  it('refuses a bad address in the language of the market', async () => {
    const german = await send('http://de.localhost/api/newsletter', { body: { email: 'kein-mail', consent: true } });
    expect(german.status).toBe(400);
    expect(await german.json()).toMatchObject({ fields: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' } });
    const swissFrench = await send('http://ch.localhost/api/newsletter?language=fr', { body: { email: 'pas-une-adresse', consent: true } });
    expect(await swissFrench.json()).toMatchObject({ fields: { email: 'Veuillez saisir une adresse e-mail valide.' } });
  });

  it('refuses a write from another site', async () => {
    const email = uniqueEmail('sk');
    const response = await send('http://sk.localhost/api/newsletter', { body: { email, consent: true }, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('limits one client to five sign-ups a minute', async () => {
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await send('http://sk.localhost/api/newsletter', { body: { email: uniqueEmail('sk'), consent: true }, ip });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('answers a 10 KB body or one that is not JSON with a 4xx, never a 500', async () => {
    const large = await send('http://sk.localhost/api/newsletter', { body: { email: `${'a'.repeat(10 * 1024)}@example.sk`, consent: true } });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ error: 'too-large' });
    const broken = await send('http://sk.localhost/api/newsletter', { body: '{"email":' });
    expect(broken.status).toBe(400);
    const list = await send('http://sk.localhost/api/newsletter', { body: ['eva@example.sk'] });
    expect(list.status).toBe(400);
  });
});
