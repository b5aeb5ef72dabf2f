// No configured secret may reach the browser: every file of the built client (dist/client, what the
// assets binding serves) is searched for every secret value. `npm test` builds first.
import { existsSync, mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuredSecrets, findLeaks } from './client-secrets.ts';

const CLIENT_DIR = 'dist/client';

describe('client secrets', () => {
  it('finds the secrets of every environment', () => {
    const secrets = configuredSecrets();
    const names = new Set(secrets.map((secret) => `${secret.source}: ${secret.name}`));
    expect(names).toContain('wrangler.toml: COMMERCE_CLIENT_SECRET');
    expect(names).toContain('wrangler.toml: SEARCH_API_KEY');
    expect(names).toContain('wrangler.toml [env.production]: SEARCH_API_KEY');
    expect(secrets.every((secret) => secret.value.length >= 8)).toBe(true);
  });

  it('reports a planted secret, plain or encoded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    mkdirSync(join(dir, 'assets'));
    const secret = { name: 'COMMERCE_CLIENT_SECRET', source: 'test', value: 'p/lanted+secret' };
    writeFileSync(join(dir, 'assets', 'a.js'), `const k="${secret.value}"`);
    writeFileSync(join(dir, 'assets', 'b.js'), `fetch("/x?k=${encodeURIComponent(secret.value)}")`);
    writeFileSync(join(dir, 'c.txt'), Buffer.from(secret.value).toString('base64'));
    writeFileSync(join(dir, 'clean.css'), 'body{}');
    const { files, leaks } = findLeaks(dir, [secret]);
    expect(files).toHaveLength(4);
    expect(leaks.map((leak) => leak.file.slice(dir.length)).sort()).toEqual(['/assets/a.js', '/assets/b.js', '/c.txt']);
  });

  it('finds none of them in the built client assets', () => {
    if (!existsSync(CLIENT_DIR)) throw new Error(`${CLIENT_DIR} is missing: run \`npm run build\` first`);
    const { files, leaks } = findLeaks(CLIENT_DIR, configuredSecrets());
    expect(files.some((file) => /assets\/client-.*\.js$/.test(file))).toBe(true);
    expect(leaks.map((leak) => `${leak.secret.source}: ${leak.secret.name} in ${leak.file}`)).toEqual([]);
  });
});
