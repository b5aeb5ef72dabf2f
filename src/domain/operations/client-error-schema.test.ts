import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, clientErrorBody, clientErrorReport, MAX_CLIENT_ERROR_BYTES } from './client-error-report.ts';
import { ClientErrorReportSchema } from './client-error-schema.ts';

const accepts = (report: unknown) => v.safeParse(ClientErrorReportSchema, report).success;

describe('the endpoint’s schema of a report', () => {
  it('accepts every report the browser builds, even at every limit, and that report fits the body limit', () => {
    const report = clientErrorReport(
      'chunk-reload',
      { message: 'm'.repeat(900), stack: 's'.repeat(9_000), source: `https://x.test/${'a'.repeat(900)}`, line: 1, column: 2077 },
      { href: `https://x.test/${'p'.repeat(900)}?q=1`, pageKind: 'thank-you', clientVersion: '2026-11-20.1+abc' },
    );
    expect(accepts(report)).toBe(true);
    expect(new TextEncoder().encode(clientErrorBody(report)).byteLength).toBeLessThanOrEqual(MAX_CLIENT_ERROR_BYTES);
    expect(accepts({ kind: 'error', message: '', page: '/' })).toBe(true);
  });

  it('refuses an unknown kind, a longer text, a page with a query, an unknown field or a wrong type', () => {
    const valid = { kind: 'error', message: 'x', page: '/p/slicer' };
    expect(accepts({ ...valid, kind: 'warning' })).toBe(false);
    expect(accepts({ ...valid, message: 'm'.repeat(CLIENT_ERROR_LIMITS.message + 1) })).toBe(false);
    expect(accepts({ ...valid, stack: 's'.repeat(CLIENT_ERROR_LIMITS.stack + 1) })).toBe(false);
    expect(accepts({ ...valid, page: '/checkout?email=jana@example.org' })).toBe(false);
    expect(accepts({ ...valid, page: 'https://elsewhere.test/' })).toBe(false);
    expect(accepts({ ...valid, cookie: 'cart_id=1' })).toBe(false);
    expect(accepts({ ...valid, line: -1 })).toBe(false);
    expect(accepts({ ...valid, line: '12' })).toBe(false);
    expect(accepts({ ...valid, pageKind: 'Product Page' })).toBe(false);
    expect(accepts({ ...valid, clientVersion: 'v 1' })).toBe(false);
    expect(accepts([valid])).toBe(false);
  });
});
