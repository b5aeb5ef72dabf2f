// The frame's content parts (worker/loaders/frame-content.ts): the CMS component list is read from the
// CONTENT KV once and then served from the cache, a broken list costs the banners and not the page, each
// market gets its own contact, and a store campaign has a banner exactly while it runs.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentListKey } from '../../src/domain/content/kv-keys.ts';
import type { Language } from '../../src/domain/markets/countries.ts';
import { marketFor } from '../../src/domain/markets/resolve-market.ts';
import { loadFrameContent } from '../../src/worker/loaders/frame-content.ts';
import type { LoaderContext } from '../../src/worker/loaders/frame.ts';
import { edgeUrlOf } from '../../src/worker/services/cache/cache-key.ts';
import { defaultEdgeCache } from '../../src/worker/services/cache/read-through.ts';
import { fetchWith, workerEnv } from './bindings.ts';
import { seedContentKv } from './content-kv.ts';
import { BROWSER_USER_AGENT } from './request.ts';

const page = { headers: { accept: 'text/html', 'user-agent': BROWSER_USER_AGENT } };

/** The CONTENT namespace, counting reads of component lists and answering `override` for them when given. */
/** The CONTENT binding, counting component-list reads; `override` answers every list, `missing` keys answer null. */
function countedContent(override?: unknown, { missing = [] }: { missing?: readonly string[] } = {}) {
  const reads: string[] = [];
  const binding = new Proxy(workerEnv.CONTENT, {
    get(target, property) {
      if (property === 'get') {
        return (key: string, type?: 'json') => {
          if (key.startsWith('components:')) {
            reads.push(key);
            if (missing.includes(key)) return Promise.resolve(null);
            if (override !== undefined) return Promise.resolve(override);
          }
          return target.get(key, type ?? 'json');
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { bindings: { ...workerEnv, CONTENT: binding }, reads };
}

/** Forgets the cached component list of a language, so the next page reads KV. */
const forgetCached = (language: Language) => defaultEdgeCache().delete(edgeUrlOf({ kind: 'frame-content', scope: language, id: language }));

function loaderContext(country: 'SK' | 'GR' | 'DE', url = 'http://localhost/'): { context: LoaderContext; drain: () => Promise<void> } {
  const pending: Promise<unknown>[] = [];
  return {
    context: { env: workerEnv, market: marketFor(country), url: new URL(url), waitUntil: (promise) => pending.push(promise) },
    drain: async () => {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
  };
}

beforeAll(async () => {
  await seedContentKv(env.CONTENT);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the CMS component list', () => {
  it('is read from KV once: the next page view takes it from the cache', async () => {
    await forgetCached('sk');
    const content = countedContent();
    const first = await fetchWith(content.bindings, 'http://sk.localhost/', page);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Prémiová záruka: predĺžte si záruku až o 5 rokov');
    expect(first.html).toContain('Po–Pi 8:00–17:00');
    expect(content.reads).toEqual([componentListKey('sk')]);
    const second = await fetchWith(content.bindings, 'http://sk.localhost/c/gastronomia', page);
    expect(second.html).toContain('Prémiová záruka: predĺžte si záruku až o 5 rokov');
    expect(content.reads).toEqual([componentListKey('sk')]);
  });

  it('reads a language’s own list (Greek)', async () => {
    await forgetCached('el');
    const content = countedContent();
    const response = await fetchWith(content.bindings, 'http://gr.localhost/', page);
    expect(response.status).toBe(200);
    expect(response.html).toContain('Εγγύηση Premium: επεκτείνετε την εγγύησή σας έως και 5 έτη');
    expect(content.reads).toEqual([componentListKey('el')]);
  });

  it('falls back to English for a language without its own list, as content pages do', async () => {
    await forgetCached('el');
    const content = countedContent(undefined, { missing: [componentListKey('el')] });
    try {
      // A query of its own: the Greek home page another test viewed is in the HTML cache with the Greek banners.
      const response = await fetchWith(content.bindings, 'http://gr.localhost/?banners=english', page);
      expect(response.status).toBe(200);
      expect(response.html).toContain('Premium Guarantee: extend your warranty by up to 5 years');
      expect(content.reads).toEqual([componentListKey('el'), componentListKey('en')]);
    } finally {
      // The English list was cached for Greek: the other tests get the seeded Greek one again.
      await forgetCached('el');
    }
  });

  it('that is broken is logged, and the page renders without its banners', async () => {
    await forgetCached('de');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const content = countedContent({ banners: [{ id: 'x' }], customerService: 'none' });
    try {
      const response = await fetchWith(content.bindings, 'http://de.localhost/', page);
      expect(response.status).toBe(200);
      expect(response.html).toContain('<footer');
      expect(response.html).not.toContain('top-banner--promo');
      expect(response.html).not.toContain('Premium-Garantie: Garantie');
      expect(errors.mock.calls.some((call) => String(call[0]).includes('CMS component list (de)'))).toBe(true);
    } finally {
      // The empty list was cached: the other tests get the seeded one again.
      await forgetCached('de');
    }
  });
});

describe('frame.contact', () => {
  it('gives Slovakia its phone, e-mail and the Slovak opening hours', async () => {
    const { context, drain } = loaderContext('SK');
    const { contact } = await loadFrameContent(context);
    await drain();
    expect(contact).toEqual({ phone: '+421 2 3300 4455', phoneHref: '+421233004455', email: 'service@exquip.sk', openingHours: 'Po–Pi 8:00–17:00' });
  });

  it('gives Greece an e-mail and no phone line', async () => {
    const { context, drain } = loaderContext('GR');
    const { contact } = await loadFrameContent(context);
    await drain();
    expect(contact).toEqual({ phone: null, phoneHref: null, email: 'service@exquip.gr', openingHours: null });
  });
});

describe('banners', () => {
  const bannersAt = async (iso: string) => {
    const { context, drain } = loaderContext('SK');
    const { banners } = await loadFrameContent(context, new Date(iso));
    await drain();
    return banners;
  };

  it('show the running campaign, linking to its listing, while it runs and not after its end', async () => {
    const during = await bannersAt('2026-11-29T23:59:59Z');
    expect(during.filter((banner) => banner.kind === 'campaign')).toEqual([
      {
        id: 'campaign-black_friday',
        kind: 'campaign',
        href: '/search?tags=campaign%3Ablack_friday',
        text: 'Black Friday práve prebieha – pozrite si všetky ponuky',
      },
    ]);
    const after = await bannersAt('2026-11-30T00:00:00Z');
    expect(after.map((banner) => banner.id)).not.toContain('campaign-black_friday');
    expect(after.map((banner) => banner.id)).toContain('campaign-cyber_week');
    expect((await bannersAt('2026-12-07T00:00:00Z')).filter((banner) => banner.kind === 'campaign')).toEqual([]);
  });

  it('show a dated promo banner only between its start and end days', async () => {
    expect((await bannersAt('2026-11-30T12:00:00Z')).map((banner) => banner.id)).not.toContain('christmas-delivery');
    expect((await bannersAt('2026-12-01T00:00:00Z')).map((banner) => banner.id)).toContain('christmas-delivery');
    expect((await bannersAt('2026-12-19T00:00:00Z')).map((banner) => banner.id)).not.toContain('christmas-delivery');
  });

  it('include the app version only when the page asks for it', async () => {
    const { context, drain } = loaderContext('SK', 'http://localhost/?app-version=true');
    expect((await loadFrameContent(context)).appVersion).toBe(workerEnv.APP_VERSION);
    const plain = loaderContext('SK', 'http://localhost/?app-version=false');
    expect((await loadFrameContent(plain.context)).appVersion).toBeNull();
    await Promise.all([drain(), plain.drain()]);
    const shown = await fetchWith(workerEnv, 'http://sk.localhost/?app-version=true', page);
    expect(shown.html).toContain('data-testid="app-version-banner"');
    expect((await fetchWith(workerEnv, 'http://sk.localhost/', page)).html).not.toContain('app-version-banner');
  });
});
