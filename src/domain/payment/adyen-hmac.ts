// The HMAC signature of an Adyen standard notification (webhook) item: HMAC-SHA-256 over
//   pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success
// (a missing field is an empty string, `value` the amount in minor units, `success` "true"/"false"), keyed
// with the hex-decoded HMAC key, sent base64-encoded in `additionalData.hmacSignature`. The local Adyen
// stand-in signs with it and the worker verifies with it; Web Crypto only, so it runs in workerd and Node.

/** The fields of a NotificationRequestItem that the signature covers, as Adyen sends them. */
export interface AdyenSignedFields {
  pspReference: string;
  originalReference?: string | undefined;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: 'true' | 'false';
}

export function adyenSigningString(item: AdyenSignedFields): string {
  return [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
}

/** The key's bytes; null when it is not an even number of hex digits (a configuration mistake). */
function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** Standard base64 (with padding) as Adyen writes it; null for anything else. */
function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** Whether a configured key can be used: an even number of hex digits. */
export const isAdyenHmacKey = (hex: string): boolean => hexBytes(hex) !== null;

async function hmacKey(hexKey: string): Promise<CryptoKey> {
  const bytes = hexBytes(hexKey);
  if (!bytes) throw new Error('The Adyen HMAC key must be hexadecimal (an even number of 0-9a-f digits)');
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/**
 * The base64 signature Adyen puts in `additionalData.hmacSignature`.
 * @public the signer is the local Adyen stand-in (scripts/local-stack/adyen), which production does not ship
 */
export async function adyenHmacSignature(hexKey: string, item: AdyenSignedFields): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(hexKey), new TextEncoder().encode(adyenSigningString(item)));
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

/**
 * Whether `signature` is the item's signature under the key. `crypto.subtle.verify` recomputes the MAC
 * and compares in constant time, so the answer's timing does not tell an attacker how much was right.
 */
export async function verifyAdyenHmac(hexKey: string, item: AdyenSignedFields, signature: string): Promise<boolean> {
  const given = base64Bytes(signature);
  if (!given) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(hexKey), given, new TextEncoder().encode(adyenSigningString(item)));
}
