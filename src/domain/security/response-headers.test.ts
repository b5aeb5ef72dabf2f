import { describe, expect, it } from 'vitest';
import {
  ASSET_CONTENT_SECURITY_POLICY,
  PERMISSIONS_POLICY,
  pageContentSecurityPolicy,
  SECURITY_HEADERS,
  staticHeadersFile,
} from './response-headers.ts';

/** `name=(allowlist)` pairs of a Permissions-Policy header. */
const allowlists = (policy: string) =>
  new Map(
    policy.split(', ').map((entry) => {
      const [feature = '', allowlist = ''] = entry.split('=');
      return [feature, allowlist];
    }),
  );

describe('Permissions-Policy', () => {
  it('denies the powerful features the shop does not use, to itself and to anything it embeds', () => {
    const features = allowlists(PERMISSIONS_POLICY);
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'display-capture',
      'publickey-credentials-get',
      'identity-credentials-get',
      'browsing-topics',
    ]) {
      expect(features.get(feature), feature).toBe('()');
    }
    expect([...features.values()].every((allowlist) => allowlist === '()')).toBe(true);
  });

  it('is sent with every worker response and every static file', () => {
    expect(SECURITY_HEADERS['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    const file = staticHeadersFile();
    const everyFile = file.split('/assets/*')[0] ?? '';
    expect(everyFile.startsWith('/*\n')).toBe(true);
    expect(everyFile).toContain(`  Permissions-Policy: ${PERMISSIONS_POLICY}\n`);
    expect(everyFile).toContain(`  Content-Security-Policy: ${ASSET_CONTENT_SECURITY_POLICY}\n`);
    expect(everyFile).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains\n');
  });
});

describe('page CSP', () => {
  it('loads images only from the shop itself and data: URLs, not from any https: host', () => {
    const directives = pageContentSecurityPolicy('abc').split('; ');
    expect(directives).toContain("img-src 'self' data:");
    expect(directives.join(' ')).not.toContain('https:');
  });

  it('lets the configured vendors, each by its origin, be framed and connected to, and nothing else', () => {
    const directives = pageContentSecurityPolicy('abc', ['https://widget.trustpilot.com', 'https://consent.exquip.example']).split('; ');
    expect(directives).toContain("frame-src 'self' https://widget.trustpilot.com https://consent.exquip.example");
    expect(directives).toContain("connect-src 'self' https://widget.trustpilot.com https://consent.exquip.example");
    expect(directives).toContain("img-src 'self' data:");
    expect(directives).toContain(`script-src 'nonce-abc' 'strict-dynamic'`);
    expect(pageContentSecurityPolicy('abc').split('; ')).toContain("frame-src 'self'");
  });
});
