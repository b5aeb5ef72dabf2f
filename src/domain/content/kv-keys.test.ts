import { describe, expect, it } from 'vitest';
import { isStorableKey, MAX_KV_KEY_BYTES, seoRedirectKey } from './kv-keys.ts';

describe('isStorableKey', () => {
  it('counts UTF-8 bytes, as KV does', () => {
    expect(isStorableKey('a'.repeat(MAX_KV_KEY_BYTES))).toBe(true);
    expect(isStorableKey('a'.repeat(MAX_KV_KEY_BYTES + 1))).toBe(false);
    // 200 characters, 800 bytes: a path of emoji from a bot.
    expect(isStorableKey(seoRedirectKey('DE', `/${'😀'.repeat(200)}`))).toBe(false);
    expect(isStorableKey(seoRedirectKey('DE', '/alte-seite'))).toBe(true);
  });
});
