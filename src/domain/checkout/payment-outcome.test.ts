import { describe, expect, it } from 'vitest';
import { attemptOutcome, notificationOutcome, sessionResultCode } from './payment-outcome.ts';

describe("a provider's answer on a payment attempt", () => {
  it('places the order when authorised, pending or received', () => {
    expect(attemptOutcome('Authorised', false)).toEqual({ next: 'order', state: 'Success' });
    expect(attemptOutcome('Pending', false)).toEqual({ next: 'order', state: 'Pending' });
    expect(attemptOutcome('Received', false)).toEqual({ next: 'order', state: 'Pending' });
  });
  it('sends the shopper to the provider only with a page to go to', () => {
    expect(attemptOutcome('RedirectShopper', true)).toEqual({ next: 'redirect', state: 'Initial' });
    expect(attemptOutcome('RedirectShopper', false)).toMatchObject({ next: 'error', error: 'payment-error' });
  });
  it('names a cancellation and any other failure', () => {
    expect(attemptOutcome('Cancelled', false)).toMatchObject({ next: 'error', error: 'cancelled-transaction' });
    expect(attemptOutcome('Refused', false)).toMatchObject({ next: 'error', error: 'payment-error' });
    expect(attemptOutcome('Error', false)).toMatchObject({ next: 'error', error: 'payment-error' });
  });
});

describe('a webhook on a payment attempt', () => {
  it('pays or fails the attempt', () => {
    expect(notificationOutcome('AUTHORISATION', true)).toBe('Success');
    expect(notificationOutcome('AUTHORISATION', false)).toBe('Failure');
    for (const event of ['CANCELLATION', 'EXPIRE', 'OFFER_CLOSED']) expect(notificationOutcome(event, true)).toBe('Failure');
  });
  it('leaves the attempt alone for other events', () => {
    expect(notificationOutcome('REPORT_AVAILABLE', true)).toBeNull();
    expect(notificationOutcome('CANCELLATION', false)).toBeNull();
  });
});

describe('a Hosted Checkout session’s status on the attempt', () => {
  it('settles a finished session like the /payments answer it stands for', () => {
    expect(attemptOutcome(sessionResultCode('completed') ?? '', false)).toEqual({ next: 'order', state: 'Success' });
    expect(attemptOutcome(sessionResultCode('paymentPending') ?? '', false)).toEqual({ next: 'order', state: 'Pending' });
    expect(attemptOutcome(sessionResultCode('refused') ?? '', false)).toMatchObject({ next: 'error', error: 'payment-error' });
    expect(attemptOutcome(sessionResultCode('canceled') ?? '', false)).toMatchObject({ next: 'error', error: 'cancelled-transaction' });
    expect(attemptOutcome(sessionResultCode('expired') ?? '', false)).toMatchObject({ next: 'error', error: 'cancelled-transaction' });
  });
  it('leaves an attempt whose session is still open as it is', () => {
    expect(sessionResultCode('active')).toBeNull();
  });
});
