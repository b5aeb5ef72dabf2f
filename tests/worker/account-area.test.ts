// The account area against the local stand-ins through the real clients: the profile changed on the
// customer's version (conflicts, bad input refused field by field and nothing changed), the newsletter
// consents and their customer-consent event, the loyalty card number (set once, then the same), the
// orders link and its failure, 401 without a session, and two customers who never see each other's data.
import { describe, expect, inject, it } from 'vitest';
import { isLoyaltyCardNumber } from '../../src/domain/account/loyalty-card.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { customerToken } from './commerce-fixtures.ts';
import { get, send, textOf } from './request.ts';

const de = messagesFor('de');
const PASSWORD = 'Secret123456';
/**
 * A client IPv4 address of its own per sign-in: IPv6 clients are rate-limited by their /64, which every
 * random address of request.ts's newClientIp shares.
 */
const loginIp = () => `10.${[...crypto.getRandomValues(new Uint8Array(3))].join('.')}`;
const newEmail = (prefix = 'anna') => `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A registered customer signed in on de.localhost: the cookies a browser would send back. */
async function signedIn(email = newEmail()): Promise<{ email: string; cookie: string }> {
  await customerToken(email);
  const response = await send('http://de.localhost/api/account/login', { body: { email, password: PASSWORD }, ip: loginIp() });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  return { email, cookie };
}

const api = (path: string, cookie?: string) =>
  get(`http://de.localhost/api/account${path}`, cookie === undefined ? {} : { cookie }).then(async (response) => ({
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.json<Record<string, unknown>>(),
  }));

const put = (path: string, body: unknown, cookie?: string) =>
  send(`http://de.localhost/api/account${path}`, { method: 'PUT', body, ...(cookie === undefined ? {} : { cookie }) });

interface Profile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  vatId: string | null;
  customerType: string;
  version: number;
}

async function profileOf(cookie: string): Promise<Profile> {
  const { status, body } = await api('/profile', cookie);
  expect(status).toBe(200);
  return body['customer'] as Profile;
}

describe('without a session', () => {
  it.each([
    ['GET', '/profile'],
    ['PUT', '/profile'],
    ['GET', '/newsletter'],
    ['PUT', '/newsletter'],
    ['GET', '/loyalty-card'],
    ['GET', '/orders-link'],
  ])('%s %s answers 401 in the shopper’s language, whatever the body', async (method, path) => {
    const response =
      method === 'GET'
        ? await get(`http://de.localhost/api/account${path}`)
        : await put(path, { version: 'not a number', firstName: 'x'.repeat(300) });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ error: 'not-authenticated', message: de['account.error.not-authenticated'] });
  });

  it('sends the account pages home', async () => {
    for (const path of ['/my-account', '/my-account/my-profile', '/my-account/my-newsletter', '/my-account/loyalty-card']) {
      const response = await get(`http://de.localhost${path}`);
      expect(response.status, path).toBe(307);
      expect(response.headers.get('location'), path).toBe('/');
    }
  });
});

describe('the profile', () => {
  it('is the signed-in customer’s own, private and never stored', async () => {
    const { email, cookie } = await signedIn();
    const { status, cacheControl, body } = await api('/profile', cookie);
    expect(status).toBe(200);
    expect(cacheControl).toBe('private, no-store');
    expect(body).toEqual({
      customer: {
        id: expect.any(String),
        email,
        firstName: 'Eva',
        lastName: 'Muster',
        vatId: null,
        customerType: 'private',
        hasPassword: true,
        version: expect.any(Number),
      },
    });
  });

  it('changes names, e-mail, customer type and VAT ID on the named version (the VAT ID with the market’s prefix) and sends customer-update', async () => {
    const { cookie } = await signedIn();
    const before = await profileOf(cookie);
    const email = newEmail('renamed');
    const response = await put(
      '/profile',
      {
        version: before.version,
        email: ` ${email.toUpperCase()} `,
        firstName: ' Anna ',
        lastName: 'Schmidt',
        customerType: 'company',
        vatId: '123 456 789',
      },
      cookie,
    );
    expect(response.status).toBe(200);
    const { customer } = await response.json<{ customer: Profile }>();
    expect(customer).toEqual({
      ...before,
      email,
      firstName: 'Anna',
      lastName: 'Schmidt',
      customerType: 'company',
      vatId: 'DE123456789',
      version: expect.any(Number),
    });
    expect(customer.version).toBeGreaterThan(before.version);
    expect(await profileOf(cookie)).toEqual(customer);
    await expect
      .poll(async () =>
        ((await (await fetch(`${inject('servicesUrl')}/__received?event=customer-update`)).json()) as Record<string, unknown>[]).filter(
          (body) => body['user_id'] === customer.id,
        ),
      )
      .toEqual([{ locale: 'de-DE', cookie: null, user_id: customer.id }]);
  });

  it('clears the VAT ID of a customer who becomes private', async () => {
    const { cookie } = await signedIn();
    const start = await profileOf(cookie);
    const company = await put('/profile', { version: start.version, customerType: 'company', vatId: 'DE 987654321' }, cookie);
    const { customer } = await company.json<{ customer: Profile }>();
    expect(customer.vatId).toBe('DE987654321');
    const privately = await put('/profile', { version: customer.version, customerType: 'private', vatId: 'DE987654321' }, cookie);
    expect(privately.status).toBe(200);
    expect((await privately.json<{ customer: Profile }>()).customer).toMatchObject({ customerType: 'private', vatId: null });
  });

  it('refuses a change made on an old version with 409 and the current customer, changing nothing', async () => {
    const { cookie } = await signedIn();
    const start = await profileOf(cookie);
    const first = await put('/profile', { version: start.version, firstName: 'Erste' }, cookie);
    expect(first.status).toBe(200);
    const current = (await first.json<{ customer: Profile }>()).customer;
    // A second window still shows the form as it was loaded.
    const stale = await put('/profile', { version: start.version, firstName: 'Zweite' }, cookie);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: 'version-conflict', message: de['account.error.version-conflict'], customer: current });
    expect((await profileOf(cookie)).firstName).toBe('Erste');
  });

  it('refuses bad fields with a message at each field in the shopper’s language, changing nothing', async () => {
    const { cookie } = await signedIn();
    const start = await profileOf(cookie);
    const response = await put(
      '/profile',
      {
        version: start.version,
        email: 'not-an-address',
        firstName: '<img src=x onerror=alert(1)>',
        lastName: 'L'.repeat(101),
        vatId: '1',
        customerType: 'robot',
      },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid-input',
      message: de['account.error.invalid-input'],
      fields: {
        email: de['account.error.invalid-email'],
        firstName: de['account.error.name-characters'],
        lastName: de['account.error.invalid-name'],
        vatId: de['vat.error.too-short'],
        customerType: de['account.error.invalid-customer-type'],
      },
    });
    expect(await profileOf(cookie)).toEqual(start);
  });

  it('refuses a 10 KB name as too large (413) and a body that is not JSON (400), changing nothing', async () => {
    const { cookie } = await signedIn();
    const start = await profileOf(cookie);
    const huge = await put('/profile', { version: start.version, firstName: 'A'.repeat(10 * 1024) }, cookie);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'too-large', message: de['account.error.too-large'] });
    const garbled = await put('/profile', '{"version": 1, "firstName": ', cookie);
    expect(garbled.status).toBe(400);
    expect(await profileOf(cookie)).toEqual(start);
  });

  it('refuses a body without a version', async () => {
    const { cookie } = await signedIn();
    const response = await put('/profile', { firstName: 'Ohne' }, cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ version: de['account.error.malformed'] });
  });

  it('refuses another customer’s e-mail address at the e-mail field', async () => {
    const other = newEmail('taken');
    await customerToken(other);
    const { cookie } = await signedIn();
    const start = await profileOf(cookie);
    const response = await put('/profile', { version: start.version, email: other }, cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ email: de['account.error.email-in-use'] });
    expect(await profileOf(cookie)).toEqual(start);
  });
});

describe('the newsletter consents', () => {
  async function consentEvents(): Promise<Record<string, unknown>[]> {
    const response = await fetch(`${inject('servicesUrl')}/__received?event=customer-consent`);
    return response.json();
  }

  it('start unset, are stored on the customer and sent as the customer-consent event', async () => {
    const { email, cookie } = await signedIn();
    expect((await api('/newsletter', cookie)).body).toEqual({ consents: { newsletter: false, sms: false, phone: false } });
    const response = await put('/newsletter', { newsletter: true, sms: false, phone: true }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ consents: { newsletter: true, sms: false, phone: true } });
    expect((await api('/newsletter', cookie)).body).toEqual({ consents: { newsletter: true, sms: false, phone: true } });
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email));
    const emailToken = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    await expect
      .poll(async () => (await consentEvents()).filter((body) => body['email_token'] === emailToken))
      .toEqual([
        {
          locale: 'de-DE',
          consents: { newsletter: true, sms: false, phone: true, soft_newsletter: false, soft_sms: false, soft_phone: false },
          email_token: emailToken,
        },
      ]);
  });

  it('refuses a set that is not three booleans, changing nothing', async () => {
    const { cookie } = await signedIn();
    for (const body of [
      { newsletter: 'yes', sms: false, phone: false },
      { newsletter: true },
      { newsletter: true, sms: true, phone: true, fax: true },
    ]) {
      const response = await put('/newsletter', body, cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api('/newsletter', cookie)).body).toEqual({ consents: { newsletter: false, sms: false, phone: false } });
  });

  it('keeps the profile’s version usable after a consent change only through a 409 (consents move the version)', async () => {
    const { cookie } = await signedIn();
    const start = await profileOf(cookie);
    await put('/newsletter', { newsletter: true, sms: true, phone: false }, cookie);
    const stale = await put('/profile', { version: start.version, firstName: 'Später' }, cookie);
    expect(stale.status).toBe(409);
    const { customer } = await stale.json<{ customer: Profile }>();
    const retried = await put('/profile', { version: customer.version, firstName: 'Später' }, cookie);
    expect(retried.status).toBe(200);
    expect((await api('/newsletter', cookie)).body).toEqual({ consents: { newsletter: true, sms: true, phone: false } });
  });
});

describe('the loyalty card', () => {
  it('gets a 13-digit number with a check digit once, the same on every later request and session', async () => {
    const { email, cookie } = await signedIn();
    const first = await api('/loyalty-card', cookie);
    expect(first.status).toBe(200);
    const cardNumber = String(first.body['cardNumber']);
    expect(isLoyaltyCardNumber(cardNumber)).toBe(true);
    expect((await api('/loyalty-card', cookie)).body).toEqual({ cardNumber });
    const again = await send('http://de.localhost/api/account/login', { body: { email, password: PASSWORD }, ip: loginIp() });
    const secondCookie = again.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .join('; ');
    expect((await api('/loyalty-card', secondCookie)).body).toEqual({ cardNumber });
  });

  it('gives one number to two first requests at once', async () => {
    const { cookie } = await signedIn();
    const [a, b] = await Promise.all([api('/loyalty-card', cookie), api('/loyalty-card', cookie)]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('shows the number and its code drawn as SVG on the page, which is never stored', async () => {
    const { cookie } = await signedIn();
    const response = await get('http://de.localhost/my-account/loyalty-card', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const { cardNumber } = (await api('/loyalty-card', cookie)).body as { cardNumber: string };
    expect(textOf(html)).toContain(`${cardNumber.slice(0, 4)} ${cardNumber.slice(4, 8)} ${cardNumber.slice(8)}`);
    expect(html).toMatch(/<img class="loyalty-card__code" src="data:image\/svg\+xml,%3Csvg%20[^"]+%3C%2Fsvg%3E"/);
  });
});

describe('the orders link', () => {
  it('answers the orders service’s address with a token for the customer', async () => {
    const { cookie } = await signedIn();
    const { status, cacheControl, body } = await api('/orders-link', cookie);
    expect(status).toBe(200);
    expect(cacheControl).toBe('private, no-store');
    expect(String(body['url'])).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/my-orders\/orders\?token=[0-9a-f-]{36}$/);
  });

  it('answers 502 in the shopper’s language when the service fails', async () => {
    const { cookie } = await signedIn(newEmail('orders-down'));
    const { status, body } = await api('/orders-link', cookie);
    expect(status).toBe(502);
    expect(body).toEqual({ error: 'orders-link-unavailable', message: de['account.error.orders-link-unavailable'] });
  });
});

describe('two customers signed in at once', () => {
  it('each sees and changes only their own profile, consents and card, on the API and on the pages', async () => {
    const anna = await signedIn(newEmail('anna'));
    const bert = await signedIn(newEmail('bert'));
    const annaStart = await profileOf(anna.cookie);
    const bertStart = await profileOf(bert.cookie);
    expect(annaStart.email).toBe(anna.email);
    expect(bertStart.email).toBe(bert.email);
    expect(annaStart.id).not.toBe(bertStart.id);

    await put('/profile', { version: annaStart.version, firstName: 'Annalena' }, anna.cookie);
    await put('/newsletter', { newsletter: true, sms: true, phone: true }, anna.cookie);
    expect(await profileOf(bert.cookie)).toEqual(bertStart);
    expect((await api('/newsletter', bert.cookie)).body).toEqual({ consents: { newsletter: false, sms: false, phone: false } });
    const annaCard = (await api('/loyalty-card', anna.cookie)).body;
    const bertCard = (await api('/loyalty-card', bert.cookie)).body;
    expect(annaCard).not.toEqual(bertCard);

    const [annaPage, bertPage] = await Promise.all([
      get('http://de.localhost/my-account/my-profile', { cookie: anna.cookie }).then((response) => response.text()),
      get('http://de.localhost/my-account/my-profile', { cookie: bert.cookie }).then((response) => response.text()),
    ]);
    expect(annaPage).toContain(anna.email);
    expect(annaPage).toContain('Annalena');
    expect(annaPage).not.toContain(bert.email);
    expect(bertPage).toContain(bert.email);
    expect(bertPage).not.toContain(anna.email);
    expect(bertPage).not.toContain('Annalena');

    // One after the other too, as a cache would serve them: each page is the asker's own.
    for (const path of ['/my-account', '/my-account/my-profile', '/my-account/loyalty-card']) {
      expect((await get(`http://de.localhost${path}`, { cookie: anna.cookie })).status, path).toBe(200);
      const second = await (await get(`http://de.localhost${path}`, { cookie: bert.cookie })).text();
      expect(second, path).not.toContain(anna.email);
      expect(second, path).not.toContain('Annalena');
      expect(second, path).not.toContain(String(annaCard['cardNumber']));
    }
  });
});

describe('the account pages', () => {
  it.each([
    ['/my-account', 'route.myAccount'],
    ['/my-account/my-profile', 'route.myProfile'],
    ['/my-account/my-newsletter', 'route.myNewsletter'],
    ['/my-account/loyalty-card', 'route.loyaltyCard'],
  ] as const)('%s is private, titled and navigates to every account page', async (path, title) => {
    const { cookie } = await signedIn();
    const response = await get(`http://de.localhost${path}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(`<h1 id="account-title" class="account__title">${de[title]}</h1>`);
    for (const href of [
      '/my-account',
      '/my-account/my-profile',
      '/my-account/shipping-details',
      '/my-account/billing-details',
      '/my-account/my-newsletter',
      '/my-account/my-reviews',
      '/my-account/loyalty-card',
      '/log-out',
    ]) {
      expect(html, href).toContain(`href="${href}"`);
    }
    expect(html).toContain(`href="${path}" aria-current="page"`);
  });

  it('offers the password change on my profile: its rule shown before typing, the button disabled until script runs', async () => {
    const { cookie } = await signedIn();
    const html = await (await get('http://de.localhost/my-account/my-profile', { cookie })).text();
    expect(html).toContain(`<h2 id="password-title" class="account-section__title">${de['account.password.title']}</h2>`);
    expect(textOf(html)).toContain(de['account.password.rule']?.replace('{{length}}', '12'));
    const input = (id: string) => html.match(new RegExp(`<input id="account-${id}"[^>]*>`))?.[0] ?? '';
    for (const [id, autoComplete] of [
      ['currentPassword', 'current-password'],
      ['newPassword', 'new-password'],
      ['newPasswordAgain', 'new-password'],
    ] as const) {
      expect(input(id), id).toContain('type="password"');
      expect(input(id), id).toContain(`autoComplete="${autoComplete}"`);
      expect(input(id), id).toContain('value=""');
    }
    expect(input('newPassword')).toContain('aria-describedby="account-newPassword-hint"');
    expect(html).toContain(`<button type="submit" class="button button--primary" disabled="">${de['account.password.submit']}</button>`);
  });

  it('greets the customer by first name on the hub', async () => {
    const { cookie } = await signedIn();
    const html = await (await get('http://de.localhost/my-account', { cookie })).text();
    expect(textOf(html)).toContain(de['account.hub.greeting']?.replace('{{name}}', 'Eva'));
  });
});
