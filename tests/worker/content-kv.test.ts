import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { contentEntries } from '../../kv-seed/content-entries.ts';
import { contentSeedFiles, seedContentKv } from './content-kv.ts';

const sample = {
  'pages/en/payment.json': {
    slug: 'payment',
    title: 'Payment',
    metaDescription: 'How to pay at exquip',
    blocks: [{ type: 'paragraph', text: 'We accept cards and bank transfers.' }],
  },
  'seo-redirects.json': [{ countries: ['DE', 'AT'], source: '/Alte-Seite/', target: '/c/grills' }],
};

const bundled = contentEntries(contentSeedFiles);

describe('seedContentKv', () => {
  it('puts every entry of the bundled kv-seed/content files, keyed by their path inside it', async () => {
    for (const path of Object.keys(contentSeedFiles)) expect(path).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.json$/);
    expect(await seedContentKv(env.CONTENT)).toBe(bundled.length);
  });

  it.skipIf(bundled.length === 0)('reads a bundled entry back', async () => {
    await seedContentKv(env.CONTENT);
    const [first, last] = [bundled[0], bundled.at(-1)];
    expect(await env.CONTENT.get(first?.key ?? '')).toBe(first?.value);
    expect(await env.CONTENT.get(last?.key ?? '')).toBe(last?.value);
  });

  it('puts pages and per-market redirects under the keys the worker reads', async () => {
    expect(await seedContentKv(env.CONTENT, sample)).toBe(3);
    expect(await env.CONTENT.get('page:en:payment', 'json')).toEqual(sample['pages/en/payment.json']);
    expect(await env.CONTENT.get('seo-redirect:AT:/alte-seite', 'json')).toEqual({ target: '/c/grills', status: 301 });
    expect(await env.CONTENT.get('seo-redirect:SK:/alte-seite')).toBeNull();
  });
});
