import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { logError, logLine, logWarn } from './log.ts';
import { newRequestRecord, withRequestRecord } from './request-context.ts';

let spies: Record<'log' | 'warn' | 'error', MockInstance>;
const lineOf = (spy: MockInstance) => JSON.parse(String(spy.mock.calls.at(-1)?.[0])) as Record<string, unknown>;

beforeEach(() => {
  spies = {
    log: vi.spyOn(console, 'log').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
  };
});
afterEach(() => {
  for (const spy of Object.values(spies)) spy.mockRestore();
});

describe('the worker log', () => {
  it('writes an error with its cause, code and status, and without the data it carried', () => {
    const cause = Object.assign(new Error(`The value '"jana@example.com"' is not valid for field 'email'`), {
      statusCode: 400,
      body: { errors: [{ code: 'InvalidField', invalidValue: 'jana@example.com' }] },
    });
    logError('sign-up refused by commerce', 'sk', new Error('customer not created', { cause }));
    const line = lineOf(spies.error);
    expect(line).toMatchObject({
      level: 'error',
      message: 'sign-up refused by commerce',
      details: ['sk'],
      error: {
        name: 'Error',
        message: 'customer not created',
        cause: { status: 400, codes: ['InvalidField'], message: expect.stringContaining("field 'email'") },
      },
    });
    expect(JSON.stringify(line)).not.toContain('jana');
  });

  it('replaces personal fields of logged objects and redacts text in them', () => {
    logWarn('address validation refused', { firstName: 'Jana', city: 'Trnava', status: 422, note: 'call +421 902 123 456' });
    expect(lineOf(spies.warn)).toMatchObject({
      details: [{ firstName: '[redacted]', city: '[redacted]', status: 422, note: 'call [number]' }],
    });
  });

  it('gives every line written during a request the request id and version', () => {
    withRequestRecord(newRequestRecord('ray-1', 'v2026.11.28'), () => logLine('info', 'request', { status: 200, email: 'x@y.z' }));
    expect(lineOf(spies.log)).toEqual({
      level: 'info',
      message: 'request',
      requestId: 'ray-1',
      version: 'v2026.11.28',
      status: 200,
      email: '[redacted]',
    });
  });
});
