// Listings (search, category, brand, campaign) rendered by InstantSearch in the worker, against the local
// search stand-in: the HTML carries the hits, the URL state is read and written back, bad input gives a
// normal page, and the cache answers repeated listings.
import { afterAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { activeCampaignTags, parseCampaigns } from '../../src/domain/search/campaigns.ts';
import { EMPTY_LISTING_STATE } from '../../src/domain/search/listing-state.ts';
import { SORT_REPLICAS } from '../../src/domain/search/record.ts';
import stores from '../../kv-seed/commerce/stores.json';
import { get, send, textOf } from './request.ts';
import { appDataOf } from './page-data.ts';

interface Hit {
  name: string;
  brand: string;
  price: number;
  tags: string[];
}
interface ListingAppData {
  page: {
    search: {
      state: typeof EMPTY_LISTING_STATE;
      serverState: { initialResults: Record<string, { results: Array<{ hits: Hit[]; nbHits: number; hitsPerPage: number }> }> } | null;
    };
  };
}

const mainResult = (data: ListingAppData, index: string) => {
  const result = data.page.search.serverState?.initialResults[index]?.results[0];
  if (!result) throw new Error(`no server results for ${index}`);
  return result;
};

const cacheOf = (response: Response) => {
  const match = /hit=(\d+) miss=(\d+) stale=(\d+)/.exec(response.headers.get('server-timing') ?? '');
  return match ? { hit: Number(match[1]), miss: Number(match[2]), stale: Number(match[3]) } : null;
};

describe('listings rendered on the server', () => {
  it('puts the hits of a search into the HTML and the state for hydration into the page data', async () => {
    const response = await get('http://sk.localhost/search?query=grill');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain('Kontaktný gril 2200 W');
    expect(textOf(html)).toContain('Výsledky pre „grill“');
    // No script or preload in the markup: the start script loads the page's files after the first paint
    // (start-after-paint.ts), so they do not share the bandwidth of the stylesheet and the pictures.
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]+src="\/assets\//);
    expect(html).toMatch(
      /<script nonce="[^"]+" id="[^"]+">\(function\(f,t,ms\)\{.*?\}\)\(\["\/assets\/client-[^"]+\.js","\/assets\/chunk-[^"]+\.js"/,
    );
    expect(mainResult(appDataOf<ListingAppData>(html), 'prod.sk-SK').hits.map((hit) => hit.name)).toContain('Kontaktný gril 2200 W');
  });

  it('lists a category filtered to it, with its subcategories and product count', async () => {
    const html = await (await get('http://sk.localhost/c/gastronomia')).text();
    expect(textOf(html)).toMatch(/(?<!\d)19 produktov/);
    const result = mainResult(appDataOf<ListingAppData>(html), 'prod.sk-SK');
    expect(result.nbHits).toBe(19);
    expect(result.hits.every((hit) => ['Gastrova', 'Polarfrost'].includes(hit.brand))).toBe(true);
  });

  it('reads every refinement from readable parameters and writes them back into its links', async () => {
    const response = await get('http://sk.localhost/search?brand=Gastrova&tags=on-sale&tags=bestseller&sort=price_asc&hitsPerPage=12');
    const html = await response.text();
    const data = appDataOf<ListingAppData>(html);
    expect(data.page.search.state).toMatchObject({ brands: ['Gastrova'], tags: ['on-sale', 'bestseller'], sort: 'price_asc', hitsPerPage: 12 });
    const result = mainResult(data, 'prod.sk-SK');
    expect(result.hitsPerPage).toBe(12);
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((hit) => hit.brand === 'Gastrova' && hit.tags.some((tag) => ['on-sale', 'bestseller'].includes(tag)))).toBe(true);
    const prices = result.hits.map((hit) => hit.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The sort is a replica of the market's index; the select shows it chosen.
    expect(html).toMatch(/<option value="prod\.sk-SK_price_asc" selected="">/);
  });

  it('pages through a refined search with the refinements kept in the page links', async () => {
    const html = await (await get('http://sk.localhost/search?brand=Gastrova&hitsPerPage=12')).text();
    expect(html).toContain('href="/search?brand=Gastrova&amp;hitsPerPage=12&amp;page=2"');
    const second = await get('http://sk.localhost/search?brand=Gastrova&hitsPerPage=12&page=2');
    expect(second.status).toBe(200);
    expect(mainResult(appDataOf<ListingAppData>(await second.text()), 'prod.sk-SK').hits).toHaveLength(2);
  });

  it('sends a page past the last one back to the first, keeping the refinements', async () => {
    const response = await get('http://sk.localhost/c/gastronomia?brand=Polarfrost&page=5');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/c/gastronomia?brand=Polarfrost');
  });

  it('resets values that are not allowed and ignores unknown facets, answering a normal page', async () => {
    const response = await get('http://sk.localhost/search?hitsPerPage=13&page=abc&sort=cost_asc&rating=9&price=x:y&tags=secret&margin=3&facets=*');
    expect(response.status).toBe(200);
    const data = appDataOf<ListingAppData>(await response.text());
    expect(data.page.search.state).toEqual(EMPTY_LISTING_STATE);
    // The whole Slovak catalogue: the 108 named products sold there and the 1,026 of the model lines.
    expect(mainResult(data, 'prod.sk-SK')).toMatchObject({ nbHits: 1134, hitsPerPage: 24 });
  });

  it('escapes HTML and script in a 10 KB query of any Unicode', async () => {
    const query = `<script>alert(1)</script><img src=x onerror=alert(2)> 扳手 🔧 ${'ž'.repeat(10_000)}`;
    const response = await get(`http://sk.localhost/search?query=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(textOf(html)).toMatch(/(?<!\d)0 produktov/);
  });

  it('shows a campaign page only while the store runs the campaign, headed by its label', async () => {
    const store = stores.find((candidate) => candidate.key === 'sk');
    const running = activeCampaignTags(parseCampaigns(store?.custom.fields.ex_store_campaigns), new Date());
    for (const [tag, label] of [
      ['campaign:black_friday', 'Black Friday'],
      ['campaign:cyber_week', 'Cyber Week'],
    ] as const) {
      const html = await (await get(`http://sk.localhost/search?tags=${tag}`)).text();
      const data = appDataOf<ListingAppData>(html);
      const result = mainResult(data, 'prod.sk-SK');
      if (running.includes(tag)) {
        expect(textOf(html)).toContain(label);
        expect(result.nbHits).toBeGreaterThan(0);
        expect(result.hits.every((hit) => hit.tags.includes(tag))).toBe(true);
      } else {
        expect(textOf(html)).not.toContain(label);
        expect(data.page.search.state.tags).toEqual([]);
        expect(result.nbHits).toBe(1134);
      }
    }
  });

  it('lists a brand page filtered to that brand', async () => {
    const data = appDataOf<ListingAppData>(await (await get('http://sk.localhost/polarfrost')).text());
    const result = mainResult(data, 'prod.sk-SK');
    expect(result.nbHits).toBe(5);
    expect(result.hits.every((hit) => hit.brand === 'Polarfrost')).toBe(true);
  });

  it('keeps a refined listing out of search engines', async () => {
    const html = await (await get('http://sk.localhost/c/gastronomia?brand=Polarfrost')).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe('search cache', () => {
  it('answers a repeated listing from the cache without asking the search service', async () => {
    const first = await get('http://pl.localhost/search?query=grill&sort=newest');
    expect(first.status).toBe(200);
    expect(cacheOf(first)).toMatchObject({ hit: 0, stale: 0 });
    expect(cacheOf(first)?.miss).toBeGreaterThan(0);
    const again = await get('http://pl.localhost/search?query=GRILL&sort=newest');
    expect(cacheOf(again)).toMatchObject({ miss: 0, stale: 0 });
  });
});

describe('search API', () => {
  const post = (body: unknown, host = 'sk.localhost') => send(`http://${host}/api/search`, { body });

  it("answers the browser's queries, without the facets the shop does not offer", async () => {
    const response = await post({
      requests: [{ indexName: 'prod.sk-SK', params: { query: 'gril', facets: ['brand', 'purchasePrice', '*'], hitsPerPage: 3 } }],
    });
    expect(response.status).toBe(200);
    const body = await response.json<{ results: Array<{ hits: unknown[]; facets: Record<string, unknown> }> }>();
    expect(body.results[0]?.hits.length).toBeGreaterThan(0);
    expect(Object.keys(body.results[0]?.facets ?? {})).toEqual(['brand']);
  });

  it("refuses another market's index and broken bodies in the shopper's language", async () => {
    const foreign = await post({ requests: [{ indexName: 'prod.de-DE', query: 'x' }] });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: 'bad-request', message: expect.stringContaining('vyhľadávanie') });
    expect((await post('{"requests": [')).status).toBe(400);
    expect((await post({ requests: [] })).status).toBe(400);
    expect((await post({ requests: [{ indexName: 'prod.sk-SK', query: 'x'.repeat(40_000) }] })).status).toBe(413);
  });
});

describe('search outage', () => {
  // The fault switch of the search stand-in is scoped to Italy's indexes: no other test uses them.
  const indexes = ['prod.it-IT', ...SORT_REPLICAS.map((sort) => `prod.it-IT_${sort}`)];
  const faults = (unavailableIndexes: string[]) =>
    fetch(`${inject('searchUrl')}/__faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unavailableIndexes }),
    });
  afterAll(async () => {
    await faults([]);
  });

  it('says so on a listing never cached, with 503 and the rest of the page', async () => {
    await faults(indexes);
    const response = await get('http://it.localhost/search?query=friggitrice');
    expect(response.status).toBe(503);
    const text = textOf(await response.text());
    expect(text).toContain('Al momento non è possibile mostrare i prodotti');
    expect(text).toContain('Ristorazione');
    const api = await send('http://it.localhost/api/search', { body: { requests: [{ indexName: 'prod.it-IT', query: 'x' }] } });
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ error: 'unavailable', message: expect.stringContaining('ricerca') });
  });

  it('still lists a category from older cached results', async () => {
    await faults([]);
    // Each view with a query of its own, so the page is rendered (asking the search cache) rather than
    // answered from the HTML cache; the listing itself ignores the parameter.
    let views = 0;
    const render = () => get(`http://it.localhost/c/ristorazione?view=${++views}`);
    const fresh = await render();
    expect(fresh.status).toBe(200);
    // The cache is written after the response (waitUntil): wait until the same page asks search nothing.
    await vi.waitFor(async () => {
      const again = await render();
      if (cacheOf(again)?.miss !== 0) throw new Error('not everything cached yet');
    });
    // Every cached Italian result past the 120 s window, as if the outage began minutes later: the cache
    // (the Cache API, which cannot be listed) is aged by moving the worker's clock on.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await faults(indexes);
    const stale = await render();
    expect(stale.status).toBe(200);
    expect(cacheOf(stale)).toMatchObject({ hit: 0, miss: 0 });
    expect(cacheOf(stale)?.stale).toBeGreaterThan(0);
    expect(textOf(await stale.text())).toMatch(/(?<!\d)19 prodotti/);
  });
});
