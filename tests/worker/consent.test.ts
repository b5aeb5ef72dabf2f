// A newsletter confirmation link sends the consent event to the customer-data service once, with the
// shopper's locale and token, and only for a valid hash.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { get } from './request.ts';

async function received(): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${inject('servicesUrl')}/__received?event=consent`);
  return response.json();
}

const hash = (value: unknown) => encodeURIComponent(btoa(JSON.stringify(value)));

describe('newsletter consent', () => {
  it('sends the consent event for a valid hash and redirects behind the language prefix', async () => {
    const token = `token-${crypto.randomUUID()}`;
    const response = await get(
      `http://ch.localhost/fr/exConsents/confirm?hash=${hash({ redirect_to: '/c/restauration', email_token: token, consents: { newsletter: true } })}`,
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/fr/c/restauration');
    await expect
      .poll(async () => (await received()).filter((body) => body['email_token'] === token))
      .toEqual([expect.objectContaining({ locale: 'fr-CH', email_token: token, consents: { newsletter: true } })]);
  });

  it('sends nothing for a hash that is not base64 JSON', async () => {
    const before = (await received()).length;
    const response = await get('http://de.localhost/exConsents/confirm?hash=not%20base64!');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await received()).length).toBe(before);
  });
});
