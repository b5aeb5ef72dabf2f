import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { CommerceError, toCommerceFailure } from './execute.ts';

describe('toCommerceFailure', () => {
  it('turns an unreachable backend into a 503 with the cause in the message', () => {
    const failure = toCommerceFailure({ body: null, error: { code: 'NetworkError', statusCode: 0, message: 'Network connection lost.' } });
    expect(failure).toBeInstanceOf(HTTPException);
    expect((failure as HTTPException).status).toBe(503);
    expect(failure.message).toContain('Network connection lost.');
  });

  it('turns a 5xx answer into a 503', () => {
    expect((toCommerceFailure({ statusCode: 502, message: 'Bad gateway' }) as HTTPException).status).toBe(503);
  });

  it('keeps the status and code of an API error the caller may handle', () => {
    const failure = toCommerceFailure({ statusCode: 409, code: 'ConcurrentModification', message: 'version mismatch' });
    expect(failure).toBeInstanceOf(CommerceError);
    expect(failure).toMatchObject({ statusCode: 409, code: 'ConcurrentModification', message: 'version mismatch' });
  });

  it('takes the code of an API error from its body when the SDK wraps the answer', () => {
    const data = {
      statusCode: 400,
      message: 'There is already an existing customer with the provided email.',
      errors: [{ code: 'DuplicateField', field: 'email' }],
    };
    const failure = toCommerceFailure({ statusCode: 400, message: data.message, body: data, error: data });
    expect(failure).toMatchObject({ statusCode: 400, code: 'DuplicateField' });
  });
});
