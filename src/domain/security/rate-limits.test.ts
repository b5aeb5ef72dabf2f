import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientKeyOfIp, normalisedEmail, RATE_LIMITS, rateLimitKey } from './rate-limits.ts';

const wranglerToml = readFileSync(new URL('../../../wrangler.toml', import.meta.url), 'utf8');

/** The `[[…ratelimits]]` entries of wrangler.toml per environment ('' is the top level). */
function ratelimitBindings(): Map<string, { name: string; namespaceId: string; limit: number; period: number }[]> {
  const byEnv = new Map<string, { name: string; namespaceId: string; limit: number; period: number }[]>();
  const entry = /^\[\[(?:env\.(\w+)\.)?ratelimits\]\]\nname = "(\w+)"\nnamespace_id = "(\d+)"\nsimple = \{ limit = (\d+), period = (\d+) \}$/gm;
  for (const [, envName = '', name = '', namespaceId = '', limit = '', period = ''] of wranglerToml.matchAll(entry)) {
    byEnv.set(envName, [...(byEnv.get(envName) ?? []), { name, namespaceId, limit: Number(limit), period: Number(period) }]);
  }
  return byEnv;
}

describe('rate limits', () => {
  it('keys a request by action and client IP', () => {
    expect(rateLimitKey('login', '203.0.113.7')).toBe('login:203.0.113.7');
    expect(rateLimitKey('vat-check', '2001:DB8::1')).toBe('vat-check:2001:db8:0:0::/64');
  });

  it('keys an IPv6 client by its /64, so new addresses of one subscriber share a limit', () => {
    const first = clientKeyOfIp('2001:db8:85a3:7:1::1');
    expect(first).toBe('2001:db8:85a3:7::/64');
    expect(clientKeyOfIp('2001:0DB8:85A3:0007:ffff:ffff:ffff:fffe')).toBe(first);
    expect(clientKeyOfIp('2001:db8:85a3:8::1')).not.toBe(first);
    expect(clientKeyOfIp('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOfIp('::ffff:192.0.2.1')).toBe('0:0:0:0::/64');
    expect(clientKeyOfIp('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOfIp('not:an:ip:address:at:all:x:y:z')).toBe('not:an:ip:address:at:all:x:y:z');
  });

  it('counts an e-mail address however it is typed', () => {
    expect(normalisedEmail('  Eva.Muster@Example.COM ')).toBe('eva.muster@example.com');
  });

  it('puts requests without a client IP under one shared key', () => {
    expect(rateLimitKey('registration', null)).toBe('registration:unknown');
    expect(rateLimitKey('registration', '  ')).toBe('registration:unknown');
  });

  it('uses periods the Rate Limiting binding accepts', () => {
    for (const rule of Object.values(RATE_LIMITS)) expect([10, 60]).toContain(rule.periodSeconds);
  });

  it('matches the bindings of every wrangler.toml environment, with namespaces of their own', () => {
    const bindings = ratelimitBindings();
    expect([...bindings.keys()].sort()).toEqual(['', 'production', 'staging']);
    const expected = Object.values(RATE_LIMITS)
      .map((rule) => ({ name: rule.binding, limit: rule.limit, period: rule.periodSeconds }))
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const entries of bindings.values()) {
      expect(entries.map(({ name, limit, period }) => ({ name, limit, period })).sort((a, b) => a.name.localeCompare(b.name))).toEqual(expected);
    }
    const namespaces = [...bindings.values()].flat().map((entry) => entry.namespaceId);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });
});
