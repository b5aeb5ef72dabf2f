// The VAT check against the local VAT-service stand-in: every outcome the spec names (valid, not valid,
// could not validate, timeout) with its message in the shopper's language, the number normalised for
// the market's country, refusals as localized 400s, and the rate limit per client IP.
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/domain/security/rate-limits.ts';
import { VAT_CHECK_TIMEOUT_MS } from '../../src/domain/vat/vat-result.ts';
import { messagesFor } from '../../src/react/i18n/messages.ts';
import { VAT_GARBLED_SUFFIX, VAT_SLOW_SUFFIX } from '../../scripts/local-stack/vat-stand-in.ts';
import { awayFromWindowEdge, ipSource, postJson } from './api-request.ts';

const nextIp = ipSource('203.0.113');
const de = messagesFor('de');

const check = (body: unknown, host = 'de.localhost', ip = nextIp()) => postJson(`http://${host}/api/vat/check`, body, { ip });

describe('POST /api/vat/check', () => {
  it("answers a valid VAT ID with the spec message in the shopper's language", async () => {
    const response = await check({ vatId: 'de 123 456 789' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ status: 'valid', vatId: 'DE123456789', message: de['vat.status.valid'] });
    expect(await (await check({ vatId: '1234567 wa' }, 'ie.localhost')).json()).toEqual({
      status: 'valid',
      vatId: 'IE1234567WA',
      message: 'VAT ID successfully validated.',
    });
  });

  it.each([
    ['216 (valid with remarks)', '123456216', 'valid'],
    ['201', '123456201', 'notValid'],
    ['205', '123456205', 'couldNotValidate'],
    ['999', '123456999', 'couldNotValidate'],
  ])('reads ErrorCode %s', async (_code, vatId, status) => {
    expect(await (await check({ vatId }, 'ie.localhost')).json()).toMatchObject({ status });
  });

  it('answers not valid with the spec message and what the shopper can do', async () => {
    expect(await (await check({ vatId: '123456201' }, 'ie.localhost')).json()).toEqual({
      status: 'notValid',
      vatId: 'IE123456201',
      message: 'VAT ID not validated.',
      hint: 'Please correct it or continue anyway.',
    });
  });

  it('answers could not validate when the service cannot, or answers without a readable ErrorCode', async () => {
    for (const vatId of ['123456205', `123456${VAT_GARBLED_SUFFIX}`]) {
      expect(await (await check({ vatId })).json()).toEqual({
        status: 'couldNotValidate',
        vatId: `DE${vatId}`,
        message: de['vat.status.couldNotValidate'],
      });
    }
  });

  it(`answers timeout when the service takes longer than ${VAT_CHECK_TIMEOUT_MS} ms`, async () => {
    const started = Date.now();
    const response = await check({ vatId: `123456${VAT_SLOW_SUFFIX}` }, 'ie.localhost');
    expect(await response.json()).toEqual({
      status: 'timeout',
      vatId: `IE123456${VAT_SLOW_SUFFIX}`,
      message: 'VAT ID validation is taking too much time.',
      hint: 'Confirm by clicking the button below.',
    });
    expect(Date.now() - started).toBeLessThan(VAT_CHECK_TIMEOUT_MS + 2_000);
  });

  it("normalises the number for the market's country before asking", async () => {
    expect(await (await check({ vatId: '12345678-1-23' }, 'hu.localhost')).json()).toMatchObject({ status: 'valid', vatId: 'HU12345678' });
    expect(await (await check({ vatId: 'u 123 456 78' }, 'at.localhost')).json()).toMatchObject({ vatId: 'ATU12345678' });
    expect(await (await check({ vatId: '123456789' }, 'gr.localhost')).json()).toMatchObject({ vatId: 'EL123456789' });
  });

  it.each([
    ['malformed JSON', '{"vatId": ', 'malformed'],
    ['no VAT ID', {}, 'too-short'],
    ['a VAT ID that is not text', { vatId: 123456789 }, 'too-short'],
    ['one character', { vatId: 'DE1' }, 'too-short'],
    ['only separators', { vatId: ' - . - ' }, 'too-short'],
    ['65 characters', { vatId: '1'.repeat(65) }, 'too-long'],
  ])('refuses %s with a localized 400', async (_what, body, error) => {
    const response = await check(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, message: de[`vat.error.${error}`] });
  });

  it('refuses a check where the store does not validate VAT IDs (Switzerland)', async () => {
    const response = await check({ vatId: 'CHE-123.456.789' }, 'ch.localhost');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'not-available', message: de['vat.error.not-available'] });
  });

  it('refuses a body over 1 KB with 413', async () => {
    const response = await check({ vatId: 'DE123456789', padding: 'x'.repeat(2048) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too-large', message: de['vat.error.too-large'] });
  });

  it('limits checks per client IP: the request after the limit gets 429 with Retry-After, another IP still passes', async () => {
    const { limit, periodSeconds } = RATE_LIMITS['vat-check'];
    await awayFromWindowEdge(periodSeconds);
    const ip = nextIp();
    for (let n = 1; n <= limit; n += 1) expect((await check({ vatId: '123456789' }, 'de.localhost', ip)).status, `request ${n}`).toBe(200);
    const over = await check({ vatId: '123456789' }, 'de.localhost', ip);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe(String(periodSeconds));
    expect(await over.json()).toEqual({ error: 'rate-limited', message: de['rateLimit.message'] });
    expect((await check({ vatId: '123456789' }, 'de.localhost', nextIp())).status).toBe(200);
  });
});
