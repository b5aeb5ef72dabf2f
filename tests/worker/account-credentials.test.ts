// Registration, e-mail confirmation, password reset and password change through the worker, against the
// local commerce stand-in (real SDK) and the customer-data stand-in, whose recorded events stand for the
// mails: a test follows the link as the customer would.
import { describe, expect, inject, it } from 'vitest';
import { RATE_LIMITS } from '../../src/domain/security/rate-limits.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { awayFromWindowEdge, ipSource, postJson } from './api-request.ts';
import { customerToken } from './commerce-fixtures.ts';
import { get } from './request.ts';

const nextIp = ipSource('203.0.113');
const de = messagesFor('de');
const en = messagesFor('en');
const PASSWORD = 'Secret123456';
const NEW_PASSWORD = 'Renewed789012';
const newEmail = () => `ida.${crypto.randomUUID().slice(0, 8)}@example.com`;
const registration = (email: string) => ({ email, password: PASSWORD, firstName: 'Ida', lastName: 'Novak' });

const api = (path: string, body: unknown, { host = 'de.localhost', cookie }: { host?: string; cookie?: string } = {}) =>
  postJson(`http://${host}/api/account/${path}`, body, { ip: nextIp(), ...(cookie === undefined ? {} : { cookie }) });

interface MailEvent {
  email: string;
  locale: string;
  token: string;
}

const eventsFor = async (event: 'verify-email' | 'reset-password', email: string): Promise<MailEvent[]> => {
  const response = await fetch(`${inject('servicesUrl')}/__received?event=${event}`);
  return (await response.json<MailEvent[]>()).filter((received) => received.email === email);
};

/** The events sent to this address once `count` have arrived (they follow the answer, through waitUntil). */
async function mailsTo(event: 'verify-email' | 'reset-password', email: string, count = 1): Promise<MailEvent[]> {
  let events = await eventsFor(event, email);
  for (let attempt = 0; events.length < count && attempt < 60; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    events = await eventsFor(event, email);
  }
  return events;
}

/** Long enough for an event that would follow an answer to have arrived (waitUntil). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

async function clientToken(): Promise<string> {
  const response = await fetch(`${inject('commerceUrl')}/oauth/token?grant_type=client_credentials`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('worker-tests:any-secret')}` },
  });
  return (await response.json<{ access_token: string }>()).access_token;
}

interface StoredCustomer {
  id: string;
  version: number;
  email: string;
  firstName?: string;
  vatId?: string;
  isEmailVerified: boolean;
  custom?: { fields: Record<string, unknown> };
}

/** The customers with this e-mail, as commercetools holds them. */
async function customersWith(email: string): Promise<StoredCustomer[]> {
  const where = encodeURIComponent(`lowercaseEmail = "${email}"`);
  const response = await fetch(`${inject('commerceUrl')}/exquip/customers?where=${where}`, {
    headers: { authorization: `Bearer ${await clientToken()}` },
  });
  return (await response.json<{ results: StoredCustomer[] }>()).results;
}

async function storedCustomer(email: string): Promise<StoredCustomer> {
  const [customer] = await customersWith(email);
  if (!customer) throw new Error(`no customer ${email}`);
  return customer;
}

/** Whether commercetools signs the customer in with this password (the password flow in the store). */
async function passwordWorks(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${inject('commerceUrl')}/oauth/exquip/in-store/key=de/customers/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('worker-tests:any-secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }),
  });
  return response.ok;
}

/** The cookie header a browser would send after these responses: every cookie set and not deleted since. */
function cookieJar(...responses: Response[]): string {
  const jar = new Map<string, string>();
  for (const response of responses) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/;\s*max-age=0(;|$)/i.test(line) || pair.endsWith('=')) jar.delete(name);
      else jar.set(name, pair.slice(name.length + 1));
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function registeredAndVerified(email: string): Promise<void> {
  expect((await api('register', registration(email))).status).toBe(202);
  const [mail] = await mailsTo('verify-email', email);
  expect((await api('verify-email', { token: mail?.token })).status).toBe(200);
}

describe('POST /api/account/register', () => {
  it('answers a new and a known e-mail with the same 202 and no cookies; the new customer waits for confirmation', async () => {
    const known = newEmail();
    const fresh = newEmail();
    await customerToken(known);
    const answers = [await api('register', registration(known.toUpperCase())), await api('register', registration(fresh))];
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.headers.getSetCookie().filter((line) => !/^(country|locale|currency|store)=/.test(line))).toEqual([]);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    const [knownBody, freshBody] = await Promise.all(answers.map((answer) => answer.text()));
    expect(knownBody).toBe(freshBody);
    expect(JSON.parse(freshBody ?? '')).toEqual({ status: 'check-email', message: de['account.register.checkEmail'] });

    // The newcomer gets a confirmation link; the owner of the known address is told with a reset link.
    expect(await mailsTo('verify-email', fresh)).toEqual([{ email: fresh, locale: 'de-DE', token: expect.any(String) }]);
    expect(await mailsTo('reset-password', known)).toEqual([{ email: known, locale: 'de-DE', token: expect.any(String) }]);
    expect(await eventsFor('verify-email', known)).toEqual([]);
    expect(await eventsFor('reset-password', fresh)).toEqual([]);
    // Nothing of the known account changed: one customer, the old password, the old name.
    expect(await customersWith(known)).toHaveLength(1);
    expect((await storedCustomer(known)).firstName).toBe('Eva');
    expect(await passwordWorks(known, PASSWORD)).toBe(true);
    expect((await storedCustomer(fresh)).isEmailVerified).toBe(false);
  });

  it("keeps a company's customer type and its VAT ID, normalised for the market's country", async () => {
    const email = newEmail();
    expect(
      (await api('register', { ...registration(email), customerType: 'company', vatId: ' u 123 456 78 ' }, { host: 'at.localhost' })).status,
    ).toBe(202);
    const customer = await storedCustomer(email);
    expect(customer.custom?.fields).toEqual({ customerType: 'company' });
    expect(customer.vatId).toBe('ATU12345678');
    expect(await mailsTo('verify-email', email)).toEqual([{ email, locale: 'de-AT', token: expect.any(String) }]);
  });

  it('registers a private customer without a VAT ID, even one typed before switching to private', async () => {
    const email = newEmail();
    expect((await api('register', { ...registration(email), vatId: 'DE123456789' })).status).toBe(202);
    const customer = await storedCustomer(email);
    expect(customer.custom?.fields).toEqual({ customerType: 'private' });
    expect(customer.vatId).toBeUndefined();
  });

  const fieldRefusal = (key: keyof typeof en, field: string) => ({
    error: 'invalid-input',
    message: en['account.error.invalid-input'],
    fields: { [field]: en[key] },
  });
  const RULE = 'Password must include one letter and one number';

  it.each([
    ['malformed JSON', (email: string) => `{"email": "${email}", "password":`, { error: 'malformed', message: en['account.error.malformed'] }],
    ['a body that is not an object', (email: string) => JSON.stringify(email), { error: 'malformed', message: en['account.error.malformed'] }],
    [
      'an empty object',
      () => ({}),
      {
        error: 'invalid-input',
        message: en['account.error.invalid-input'],
        fields: {
          email: en['account.error.invalid-email'],
          password: RULE,
          firstName: en['account.error.invalid-name'],
          lastName: en['account.error.invalid-name'],
        },
      },
    ],
    [
      'a password of letters only',
      (email: string) => ({ ...registration(email), password: 'PasswordPassword' }),
      { error: 'invalid-input', message: en['account.error.invalid-input'], fields: { password: RULE } },
    ],
    [
      'a password of 11 characters',
      (email: string) => ({ ...registration(email), password: 'Secret12345' }),
      fieldRefusal('account.error.password-too-short', 'password'),
    ],
    [
      'an unknown customer type',
      (email: string) => ({ ...registration(email), customerType: 'Company' }),
      fieldRefusal('account.error.invalid-customer-type', 'customerType'),
    ],
    [
      "a company's VAT ID with nothing left after cleaning",
      (email: string) => ({ ...registration(email), customerType: 'company', vatId: 'IE-' }),
      fieldRefusal('account.error.invalid-vat-id', 'vatId'),
    ],
  ])("refuses %s with a 400 in the shopper's language and creates nobody", async (_what, body, answer) => {
    const email = newEmail();
    const response = await api('register', body(email), { host: 'ie.localhost' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(answer);
    await settle();
    expect(await customersWith(email)).toEqual([]);
    expect(await eventsFor('verify-email', email)).toEqual([]);
  });

  it('refuses a 10 KB name with 413 in German and creates nobody', async () => {
    const email = newEmail();
    const response = await api('register', { ...registration(email), firstName: 'I'.repeat(10 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too-large', message: de['account.error.too-large'] });
    expect(await customersWith(email)).toEqual([]);
  });
});

describe('POST /api/account/verify-email', () => {
  it('confirms the address with the mailed token, once; the customer signs in only then', async () => {
    const email = newEmail();
    expect((await api('register', registration(email), { host: 'sk.localhost' })).status).toBe(202);
    const [mail] = await mailsTo('verify-email', email);
    expect(mail?.locale).toBe('sk-SK');
    expect((await api('login', { email, password: PASSWORD }, { host: 'sk.localhost' })).status).toBe(403);
    const confirmed = await api('verify-email', { token: mail?.token }, { host: 'sk.localhost' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'verified', email });
    expect((await storedCustomer(email)).isEmailVerified).toBe(true);
    expect((await api('login', { email, password: PASSWORD }, { host: 'sk.localhost' })).status).toBe(200);

    const again = await api('verify-email', { token: mail?.token }, { host: 'sk.localhost' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid-token', message: messagesFor('sk')['account.error.invalid-token'] });
  });

  it.each([
    ['a forged token', { token: 'aWQ6ZW1haWx2ZXJpZnlzZWNyZXQ6eA' }],
    ['an empty token', { token: '' }],
    ['no token', {}],
    ['a token that is not a string', { token: 42 }],
  ])("refuses %s with 400 invalid-token in the shopper's language", async (_what, body) => {
    const response = await api('verify-email', body, { host: 'fr.localhost' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid-token', message: messagesFor('fr')['account.error.invalid-token'] });
  });

  it('refuses an expired token', async () => {
    const email = newEmail();
    await api('register', registration(email));
    const [mail] = await mailsTo('verify-email', email);
    const expire = await fetch(`${inject('commerceUrl')}/__customer-tokens/${encodeURIComponent(mail?.token ?? '')}/expire`, { method: 'POST' });
    expect(expire.status).toBe(204);
    const response = await api('verify-email', { token: mail?.token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid-token', message: de['account.error.invalid-token'] });
    expect((await storedCustomer(email)).isEmailVerified).toBe(false);
  });
});

describe('POST /api/account/verify-email/resend', () => {
  it('mails a new link to an unconfirmed customer, and nothing to a confirmed or unknown address, answering alike', async () => {
    const waiting = newEmail();
    const confirmed = newEmail();
    const stranger = newEmail();
    await api('register', registration(waiting));
    await registeredAndVerified(confirmed);
    const answers = await Promise.all([waiting, confirmed, stranger].map((email) => api('verify-email/resend', { email })));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ message: de['account.verifyEmail.resent'] });

    const mails = await mailsTo('verify-email', waiting, 2);
    expect(mails).toHaveLength(2);
    await settle();
    expect(await eventsFor('verify-email', confirmed)).toHaveLength(1);
    expect(await eventsFor('verify-email', stranger)).toEqual([]);
    // The new link works.
    expect((await api('verify-email', { token: mails[1]?.token })).status).toBe(200);
  });

  it('allows three mails a minute to one address, whichever IPs ask', async () => {
    const { limit, periodSeconds } = RATE_LIMITS['verification-email'];
    await awayFromWindowEdge(periodSeconds);
    const email = newEmail();
    for (let n = 1; n <= limit; n += 1) expect((await api('verify-email/resend', { email: email.toUpperCase() })).status, `request ${n}`).toBe(202);
    const over = await api('verify-email/resend', { email });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe(String(periodSeconds));
    expect(await over.json()).toEqual({ error: 'rate-limited', message: de['rateLimit.message'] });
    expect((await api('verify-email/resend', { email: newEmail() })).status).toBe(202);
  });

  it('refuses an invalid e-mail with the field marked', async () => {
    const response = await api('verify-email/resend', { email: 'ida at example.com' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid-input',
      message: de['account.error.invalid-input'],
      fields: { email: de['account.error.invalid-email'] },
    });
  });
});

describe('password reset', () => {
  it('answers a known and an unknown e-mail with the same 202, and mails only the known one', async () => {
    const email = newEmail();
    const stranger = newEmail();
    await customerToken(email);
    const known = await api('password-reset', { email: email.toUpperCase() }, { host: 'at.localhost' });
    const unknown = await api('password-reset', { email: stranger }, { host: 'at.localhost' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    const knownBody = await known.text();
    expect(knownBody).toBe(await unknown.text());
    expect(JSON.parse(knownBody)).toEqual({ message: de['account.passwordReset.requested'] });
    expect(await mailsTo('reset-password', email)).toEqual([{ email, locale: 'de-AT', token: expect.any(String) }]);
    await settle();
    expect(await eventsFor('reset-password', stranger)).toEqual([]);
  });

  it('refuses an invalid e-mail with the field marked', async () => {
    const response = await api('password-reset', { email: 'ida at example.com' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid-input',
      message: de['account.error.invalid-input'],
      fields: { email: de['account.error.invalid-email'] },
    });
  });

  it('follows the mailed token to a new password: the new one signs in, the old one and the used token no longer work', async () => {
    const email = newEmail();
    await customerToken(email);
    expect((await api('password-reset', { email }, { host: 'cz.localhost' })).status).toBe(202);
    const [mail] = await mailsTo('reset-password', email);
    expect(mail?.locale).toBe('cs-CZ');

    const changed = await api('password-reset/confirm', { token: mail?.token, password: NEW_PASSWORD }, { host: 'cz.localhost' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ status: 'password-changed', email });
    // It does not sign in.
    expect(cookieJar(changed)).not.toMatch(/token/);
    expect(await passwordWorks(email, NEW_PASSWORD)).toBe(true);
    expect(await passwordWorks(email, PASSWORD)).toBe(false);

    const again = await api('password-reset/confirm', { token: mail?.token, password: 'Another789012' }, { host: 'cz.localhost' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid-token', message: messagesFor('cs')['account.error.invalid-token'] });
    expect(await passwordWorks(email, NEW_PASSWORD)).toBe(true);
  });

  it('counts the address as confirmed once a reset link from it was used: registered twice, the customer signs in after the reset', async () => {
    const email = newEmail();
    expect((await api('register', registration(email))).status).toBe(202);
    expect((await api('register', registration(email))).status).toBe(202);
    const [mail] = await mailsTo('reset-password', email);
    expect((await api('login', { email, password: PASSWORD })).status).toBe(403);
    expect((await api('password-reset/confirm', { token: mail?.token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await storedCustomer(email)).isEmailVerified).toBe(true);
    expect((await api('login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a forged and an expired token, changing nothing', async () => {
    const email = newEmail();
    await customerToken(email);
    await api('password-reset', { email });
    const [mail] = await mailsTo('reset-password', email);
    // The emulator's own token format, which anyone knowing the customer id could write.
    const { id } = await storedCustomer(email);
    const forged = btoa(`${id}:pwreset:${Date.now() + 3_600_000}`);
    const refusedForged = await api('password-reset/confirm', { token: forged, password: NEW_PASSWORD });
    expect(refusedForged.status).toBe(400);
    expect(await refusedForged.json()).toEqual({ error: 'invalid-token', message: de['account.error.invalid-token'] });

    await fetch(`${inject('commerceUrl')}/__customer-tokens/${encodeURIComponent(mail?.token ?? '')}/expire`, { method: 'POST' });
    const refusedExpired = await api('password-reset/confirm', { token: mail?.token, password: NEW_PASSWORD }, { host: 'ie.localhost' });
    expect(refusedExpired.status).toBe(400);
    expect(await refusedExpired.json()).toEqual({
      error: 'invalid-token',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
    expect(await passwordWorks(email, PASSWORD)).toBe(true);
    expect(await passwordWorks(email, NEW_PASSWORD)).toBe(false);
  });

  it('refuses a new password against the rule with the field marked, and the token still works afterwards', async () => {
    const email = newEmail();
    await customerToken(email);
    await api('password-reset', { email });
    const [mail] = await mailsTo('reset-password', email);
    const refused = await api('password-reset/confirm', { token: mail?.token, password: 'short1' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'invalid-input',
      message: de['account.error.invalid-input'],
      fields: { password: de['account.error.password-too-short'] },
    });
    expect((await api('password-reset/confirm', { token: mail?.token, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('POST /api/account/password', () => {
  async function signedIn(email: string): Promise<{ cookie: string; login: Response }> {
    await registeredAndVerified(email);
    const login = await api('login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    return { cookie: cookieJar(login), login };
  }

  it('changes the password and signs in again with it: new cookies, the new password works, the old one not', async () => {
    const email = newEmail();
    const { cookie, login } = await signedIn(email);
    const response = await api('password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ customer: { email, firstName: 'Ida', lastName: 'Novak' } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const renewed = cookieJar(login, response);
    expect(renewed).not.toBe(cookie);
    const me = await get('http://de.localhost/api/account/me', { cookie: renewed });
    expect(me.status).toBe(200);
    expect((await me.json<{ customer: { email: string } }>()).customer.email).toBe(email);

    // The session before the change is over: its tokens were revoked.
    expect((await get('http://de.localhost/api/account/me', { cookie })).status).toBe(401);
    expect((await api('login', { email, password: NEW_PASSWORD })).status).toBe(200);
    const old = await api('login', { email, password: PASSWORD });
    expect(old.status).toBe(401);
  });

  it("refuses a wrong current password with 400 wrong-password in the shopper's language, changing nothing", async () => {
    const email = newEmail();
    const { cookie } = await signedIn(email);
    const response = await api('password', { currentPassword: 'Guessed123456', newPassword: NEW_PASSWORD }, { cookie, host: 'nl.localhost' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'wrong-password', message: messagesFor('nl')['account.error.wrong-password'] });
    expect(await passwordWorks(email, PASSWORD)).toBe(true);
    expect(await passwordWorks(email, NEW_PASSWORD)).toBe(false);
  });

  it('refuses a new password against the rule with the field marked', async () => {
    const email = newEmail();
    const { cookie } = await signedIn(email);
    const response = await api('password', { currentPassword: PASSWORD, newPassword: 'onlyletters' }, { cookie, host: 'ie.localhost' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid-input',
      message: 'Please check the highlighted fields.',
      fields: { newPassword: 'Password must include one letter and one number' },
    });
    expect(await passwordWorks(email, PASSWORD)).toBe(true);
  });

  it('refuses a visitor who is not signed in with 401', async () => {
    const response = await api('password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { host: 'ie.localhost' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'not-authenticated', message: 'User is not authenticated' });
  });
});

describe('bad bodies on every credential endpoint', () => {
  const endpoints: [string, (big: string) => Record<string, string>][] = [
    ['register', (big) => ({ ...registration(newEmail()), lastName: big })],
    ['verify-email', (big) => ({ token: big })],
    ['verify-email/resend', (big) => ({ email: `${big}@example.com` })],
    ['password-reset', (big) => ({ email: `${big}@example.com` })],
    ['password-reset/confirm', (big) => ({ token: 'abc', password: `${big}1` })],
    ['password', (big) => ({ currentPassword: PASSWORD, newPassword: `${big}1` })],
  ];

  it.each(endpoints)('%s: malformed JSON is a 400 and a 10 KB field a 413, in the shopper’s language', async (path, withBig) => {
    const malformed = await api(path, '{"email": ', { host: 'pl.localhost' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'malformed', message: messagesFor('pl')['account.error.malformed'] });
    const large = await api(path, withBig('x'.repeat(10 * 1024)), { host: 'pl.localhost' });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: 'too-large', message: messagesFor('pl')['account.error.too-large'] });
  });
});
