import { describe, expect, it } from 'vitest';
import { verifyAdyenHmac } from '../../../src/domain/payment/adyen-hmac.ts';
import { deliverNotification, signedNotification, type UnsignedItem } from './notifications.ts';

const KEY = 'AB'.repeat(32);
const item: UnsignedItem = {
  amount: { currency: 'EUR', value: 500 },
  eventCode: 'AUTHORISATION',
  eventDate: '2026-11-23T10:00:00.000Z',
  merchantAccountCode: 'ExquipECOM',
  merchantReference: 'ORDER-1',
  pspReference: 'LOCAL00000000001',
  paymentMethod: 'scheme',
  reason: '',
  success: 'true',
};

describe('Adyen stand-in notifications', () => {
  it('wraps the item as Adyen does and signs it so the shop can verify it', async () => {
    const notification = await signedNotification(KEY, item);
    expect(notification.live).toBe('false');
    const signed = notification.notificationItems[0]?.NotificationRequestItem;
    expect(signed).toMatchObject(item);
    expect(await verifyAdyenHmac(KEY, item, signed?.additionalData.hmacSignature ?? '')).toBe(true);
  });

  it('retries until the endpoint answers [accepted], and gives up (logged) after the last retry', async () => {
    const notification = await signedNotification(KEY, item);
    const answers = [new Response('boom', { status: 500 }), new Response('ok'), new Response('[accepted]')];
    const calls: unknown[] = [];
    const log: string[] = [];
    const fakeFetch: typeof fetch = async (_url, init) => {
      calls.push(JSON.parse(String(init?.body)));
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer;
    };
    const options = {
      url: 'http://shop/notify',
      fetch: fakeFetch,
      backoffMs: [0, 0, 0],
      sleep: async () => {},
      log: (line: string) => log.push(line),
    };
    expect(await deliverNotification(notification, options)).toBe(true);
    expect(calls).toEqual([notification, notification, notification]);
    expect(await deliverNotification(notification, options)).toBe(false);
    expect(log.at(-1)).toMatch(/AUTHORISATION LOCAL00000000001 given up after 4 attempts/);
  });
});
