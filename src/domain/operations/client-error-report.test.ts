import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_LIMITS,
  clientErrorBody,
  clientErrorReport,
  MAX_CLIENT_ERROR_BYTES,
  reportGate,
  thrownFacts,
  withoutQueries,
} from './client-error-report.ts';

const PAGE = {
  href: 'https://www.exquip.sk/checkout/adresy?email=jana%40example.org&token=abc#payment',
  pageKind: 'addresses',
  clientVersion: 'v2026.11.20',
};

describe('a client error report', () => {
  it('names the page by its path only: no query string, no fragment', () => {
    const report = clientErrorReport('error', { message: 'TypeError: x is undefined' }, PAGE);
    expect(report).toEqual({
      kind: 'error',
      message: 'TypeError: x is undefined',
      page: '/checkout/adresy',
      pageKind: 'addresses',
      clientVersion: 'v2026.11.20',
    });
  });

  it('cuts the queries out of the script address, the message and every frame of the stack, keeping line and column', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at submit (https://www.exquip.sk/checkout/adresy?email=jana@example.org:12:34)',
      '    at https://www.exquip.sk/assets/chunk-AB12.js?v=1#x:1:2077',
      '    at https://www.exquip.sk/assets/client.js:3:4',
    ].join('\n');
    const report = clientErrorReport(
      'error',
      {
        message: 'failed at https://www.exquip.sk/p/x?ref=mail',
        stack,
        source: 'https://www.exquip.sk/checkout/adresy?email=jana@example.org',
        line: 12,
        column: 34,
      },
      PAGE,
    );
    expect(report.message).toBe('failed at https://www.exquip.sk/p/x');
    expect(report.stack).toBe(
      [
        'TypeError: x is undefined',
        '    at submit (https://www.exquip.sk/checkout/adresy:12:34)',
        '    at https://www.exquip.sk/assets/chunk-AB12.js:1:2077',
        '    at https://www.exquip.sk/assets/client.js:3:4',
      ].join('\n'),
    );
    expect([report.source, report.line, report.column]).toEqual(['https://www.exquip.sk/checkout/adresy', 12, 34]);
    expect(JSON.stringify(report)).not.toMatch(/jana|token|ref=|email=/);
  });

  it('cuts every text to its limit', () => {
    const report = clientErrorReport(
      'rejection',
      { message: 'm'.repeat(2_000), stack: 's'.repeat(20_000), source: `https://x.test/${'a'.repeat(900)}` },
      { href: `https://x.test/${'p'.repeat(900)}`, pageKind: 'k'.repeat(90), clientVersion: 'v'.repeat(300) },
    );
    expect(report.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(report.source).toHaveLength(CLIENT_ERROR_LIMITS.source);
    expect(report.page).toHaveLength(CLIENT_ERROR_LIMITS.page);
    expect(report.pageKind).toHaveLength(CLIENT_ERROR_LIMITS.pageKind);
    expect(report.clientVersion).toHaveLength(CLIENT_ERROR_LIMITS.clientVersion);
  });

  it('tells an Error by its name, message and stack, and anything else thrown only by its type', () => {
    const error = new RangeError('too far');
    expect(thrownFacts(error)).toEqual({ message: 'RangeError: too far', stack: error.stack });
    expect(thrownFacts('plain text')).toEqual({ message: 'plain text' });
    // A rejection with a form's data or a response is not read.
    expect(thrownFacts({ email: 'jana@example.org', password: 'secret' })).toEqual({ message: 'non-error thrown: [object Object]' });
    expect(thrownFacts(undefined)).toEqual({ message: 'non-error thrown: [object Undefined]' });
  });

  it('is sent within the endpoint’s body limit, leaving out a stack that would not fit', () => {
    const small = clientErrorReport('boundary', { message: 'x', stack: 'at y' }, PAGE);
    expect(JSON.parse(clientErrorBody(small))).toEqual(small);
    // 4,000 characters of three bytes each, and a message of escaped control characters.
    const big = clientErrorReport('error', { message: '\u0001'.repeat(600), stack: '€'.repeat(5_000) }, PAGE);
    const body = clientErrorBody(big);
    expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(MAX_CLIENT_ERROR_BYTES);
    expect(JSON.parse(body)).toEqual({ kind: 'error', message: big.message, page: big.page, pageKind: 'addresses', clientVersion: 'v2026.11.20' });
  });

  it('keeps the https address of a page with no query as it is', () => {
    expect(withoutQueries('at https://www.exquip.sk/assets/client.js:3:4')).toBe('at https://www.exquip.sk/assets/client.js:3:4');
  });
});

describe('the reports of one page', () => {
  it('are at most five, each sent once', () => {
    const admit = reportGate();
    const bodies = ['a', 'a', 'b', 'c', 'b', 'd', 'e', 'f', 'g'];
    expect(bodies.map(admit)).toEqual([true, false, true, true, false, true, true, false, false]);
  });
});
