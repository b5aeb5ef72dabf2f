import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adyenHmacSignature, adyenSigningString, type AdyenSignedFields, verifyAdyenHmac } from './adyen-hmac.ts';

const KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const item: AdyenSignedFields = {
  pspReference: '7914073381342284',
  merchantAccountCode: 'TestMerchant',
  merchantReference: 'TestPayment-1407325143704',
  amount: { value: 1130, currency: 'EUR' },
  eventCode: 'AUTHORISATION',
  success: 'true',
};

/** The same signature computed independently with Node's crypto, the way Adyen's libraries do it. */
const nodeSignature = (fields: string) => createHmac('sha256', Buffer.from(KEY, 'hex')).update(fields, 'utf8').digest('base64');

describe('Adyen notification HMAC', () => {
  it('signs the eight fields joined by colons, an absent originalReference as empty', () => {
    expect(adyenSigningString(item)).toBe('7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true');
    expect(adyenSigningString({ ...item, originalReference: '8815', eventCode: 'CANCELLATION', success: 'false' })).toBe(
      '7914073381342284:8815:TestMerchant:TestPayment-1407325143704:1130:EUR:CANCELLATION:false',
    );
  });

  it('gives the signature node:crypto computes for the same key and fields', async () => {
    const expected = nodeSignature('7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true');
    expect(await adyenHmacSignature(KEY, item)).toBe(expected);
    expect(await adyenHmacSignature(KEY.toLowerCase(), item)).toBe(expected);
  });

  it('verifies its own signature and refuses any change to a field or the signature', async () => {
    const signature = await adyenHmacSignature(KEY, item);
    expect(await verifyAdyenHmac(KEY, item, signature)).toBe(true);
    expect(await verifyAdyenHmac(KEY, { ...item, amount: { value: 1131, currency: 'EUR' } }, signature)).toBe(false);
    expect(await verifyAdyenHmac(KEY, { ...item, success: 'false' }, signature)).toBe(false);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifyAdyenHmac(KEY, item, flipped)).toBe(false);
    expect(await verifyAdyenHmac('00'.repeat(32), item, signature)).toBe(false);
  });

  it('refuses signatures that are not base64 and keys that are not hex', async () => {
    expect(await verifyAdyenHmac(KEY, item, '')).toBe(false);
    expect(await verifyAdyenHmac(KEY, item, 'not base64!')).toBe(false);
    await expect(adyenHmacSignature('xyz', item)).rejects.toThrow(/hexadecimal/);
  });
});
