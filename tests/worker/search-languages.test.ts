// Search in the shop's languages (issue 17): a shopper's query in the market's own language finds the
// products named in that language, through the search page and the search API, against the stand-in
// indexed by the real indexer, whose language settings are read back from the search service. The Swedish
// and Greek names exist once the catalogue is translated into those languages (issue 17).
import { describe, expect, inject, it } from 'vitest';
import { get, send, textOf } from './request.ts';
import { appDataOf } from './page-data.ts';

interface Hit {
  name: string;
  _highlightResult?: { name?: { value: string } };
}
interface ListingAppData {
  page: { search: { serverState: { initialResults: Record<string, { results: Array<{ hits: Hit[] }> }> } | null } };
}

/** The names of the hits a search page rendered for its market's index (its page data, as hydrated). */
async function pageHits(url: string, index: string): Promise<{ names: string[]; text: string }> {
  const response = await get(url);
  expect(response.status).toBe(200);
  const html = await response.text();
  const data = appDataOf<ListingAppData>(html);
  const hits = data.page.search.serverState?.initialResults[index]?.results[0]?.hits ?? [];
  return { names: hits.map((hit) => hit.name), text: textOf(html) };
}

/** The highlighted names the search API (quick search) answers for a query. */
async function highlightedNames(host: string, index: string, query: string): Promise<string[]> {
  const response = await send(`http://${host}/api/search`, { body: { requests: [{ indexName: index, query }] } });
  expect(response.status).toBe(200);
  const body = await response.json<{ results: Array<{ hits: Hit[] }> }>();
  return (body.results[0]?.hits ?? []).flatMap((hit) => hit._highlightResult?.name?.value ?? []);
}

describe('search in the market language', () => {
  it("finds German compound words by their last part: 'Waage' finds the Plattformwaage", async () => {
    const { names, text } = await pageHits('http://de.localhost/search?query=Waage', 'prod.de-DE');
    expect(names).toContain('Plattformwaage 150 kg');
    expect(names).toContain('Hubwagen mit Waage 2000 kg');
    expect(text).toContain('Plattformwaage 150 kg');
    expect(await highlightedNames('de.localhost', 'prod.de-DE', 'Waage')).toContain('Plattform<mark>waage</mark> 150 kg');
  });

  // Both words, on a page of 48: 'vaha' alone finds some sixty scales and balances of the full catalogue, and
  // the thirty platform scales are ranked by the index's custom ranking, not by how short their names are.
  it("finds Czech names typed without diacritics: 'plosinova vaha' finds 'Plošinová váha'", async () => {
    const { names } = await pageHits('http://cz.localhost/search?query=plosinova+vaha&hitsPerPage=48', 'prod.cs-CZ');
    expect(names).toContain('Plošinová váha 150 kg');
    expect(await highlightedNames('cz.localhost', 'prod.cs-CZ', 'plosinova vaha')).toContainEqual(
      expect.stringMatching(/^<mark>Plošinová<\/mark> <mark>váha<\/mark> \d+ kg/),
    );
  });

  it("finds Swedish compound words with their linking 's': 'våg' finds the Plattformsvåg", async () => {
    const { names } = await pageHits(`http://se.localhost/search?query=${encodeURIComponent('våg')}`, 'prod.sv-SE');
    expect(names).toContainEqual(expect.stringContaining('Plattformsvåg'));
    expect(await highlightedNames('se.localhost', 'prod.sv-SE', 'vag')).toContainEqual(expect.stringContaining('Plattforms<mark>våg</mark>'));
  });

  it("finds Greek names in any case and accent: 'ζυγαριά' finds the Ζυγαριά πλατφόρμας", async () => {
    const { names } = await pageHits(`http://gr.localhost/search?query=${encodeURIComponent('ζυγαριά')}`, 'prod.el-GR');
    expect(names).toContainEqual(expect.stringContaining('Ζυγαριά πλατφόρμας'));
    expect(await highlightedNames('gr.localhost', 'prod.el-GR', 'ΖΥΓΑΡΙΑ')).toContainEqual(
      expect.stringContaining('<mark>Ζυγαριά</mark> πλατφόρμας'),
    );
  });
});

describe('language settings of the indexes', () => {
  const settingsOf = async (index: string) => {
    const response = await fetch(`${inject('searchUrl')}/1/indexes/${index}/settings`);
    expect(response.status).toBe(200);
    return response.json<Record<string, unknown>>();
  };

  it('reads the German index in German, with plurals, stop words and compound words', async () => {
    expect(await settingsOf('prod.de-DE')).toMatchObject({
      queryLanguages: ['de'],
      indexLanguages: ['de'],
      ignorePlurals: ['de'],
      removeStopWords: ['de'],
      decompoundQuery: true,
      decompoundedAttributes: { de: expect.arrayContaining(['name', 'categories.lvl0']) },
    });
  });

  it("reads the Norwegian index in Algolia's 'no', which is the code that splits compound words", async () => {
    expect(await settingsOf('prod.nb-NO')).toMatchObject({
      queryLanguages: ['no'],
      indexLanguages: ['no'],
      decompoundedAttributes: { no: expect.arrayContaining(['name']) },
    });
  });
});
