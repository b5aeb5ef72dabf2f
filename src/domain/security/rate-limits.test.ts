import { describe, expect, it } from 'vitest';
import { clientKeyOfIp, normalisedEmail, RATE_LIMITS, rateLimitKey } from './rate-limits.ts';

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
});
