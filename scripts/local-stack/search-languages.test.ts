// The search stand-in reads every language of the shop as Algolia would with the settings the indexer
// writes (src/worker/services/search/index-settings.ts): diacritics, Greek and Cyrillic, compound words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { LocaleCode } from '../../src/domain/markets/countries.ts';
import { indexName } from '../../src/domain/search/record.ts';
import { primarySettings } from '../../src/worker/services/search/index-settings.ts';
import { startSearchServer, type SearchServer } from './search-server.ts';

const NAMES: Partial<Record<LocaleCode, string[]>> = {
  'de-DE': ['Plattformwaage 150 kg', 'Hubwagen mit Waage 2000 kg', 'Plattform-Waage Edelstahl', 'Präzisionswaage 3 kg', 'Fleischwolf'],
  'sv-SE': ['Plattformsvåg 150 kg', 'Kranvåg 300 kg', 'Köttkvarn'],
  'el-GR': ['Ζυγαριά πλατφόρμας 150 kg', 'Μηχανή κιμά'],
  'bg-BG': ['Платформена везна 150 кг', 'Месомелачка'],
  'cs-CZ': ['Plošinová váha 150 kg', 'Plattformwaage 150 kg'],
  'hr-HR': ['Plattformwaage 150 kg'],
};

let server: SearchServer;
let client: Algoliasearch;

beforeAll(async () => {
  server = await startSearchServer({ port: 0 });
  client = algoliasearch('app', 'key', { hosts: [{ url: new URL(server.url).host, protocol: 'http', accept: 'readWrite' }] });
  for (const [locale, names] of Object.entries(NAMES) as Array<[LocaleCode, string[]]>) {
    const objects = names.map((name, i) => ({ objectID: String(i), name, brand: 'Kalibra', sku: `EX1000000${i}`, categories: {} }));
    await client.replaceAllObjects({ indexName: indexName(locale), objects });
    const { replicas: _replicas, ...settings } = primarySettings(locale);
    await client.setSettings({ indexName: indexName(locale), indexSettings: settings });
  }
});
afterAll(() => server.close());

const search = async (locale: LocaleCode, query: string) => {
  const { results } = await client.searchForHits<{ name: string }>({ requests: [{ indexName: indexName(locale), query }] });
  const hits = results[0]?.hits ?? [];
  return { names: hits.map((hit) => hit.name), marked: hits.map((hit) => (hit._highlightResult?.name as { value: string } | undefined)?.value) };
};

describe('search in the shop languages', () => {
  it('finds German compound words by their last part and marks that part', async () => {
    const { names, marked } = await search('de-DE', 'Waage');
    expect(names).toEqual(expect.arrayContaining(['Plattformwaage 150 kg', 'Hubwagen mit Waage 2000 kg', 'Präzisionswaage 3 kg']));
    expect(names).not.toContain('Fleischwolf');
    expect(marked).toContain('Plattform<mark>waage</mark> 150 kg');
    expect(marked).toContain('Präzisions<mark>waage</mark> 3 kg');
  });

  it('finds a compound query word as its parts (decompoundQuery)', async () => {
    const { names, marked } = await search('de-DE', 'plattformwaage');
    expect(names).toEqual(expect.arrayContaining(['Plattformwaage 150 kg', 'Plattform-Waage Edelstahl']));
    expect(marked).toContain('<mark>Plattform</mark>-<mark>Waage</mark> Edelstahl');
  });

  it("finds Swedish compounds with a linking 's', with or without the ring", async () => {
    for (const query of ['våg', 'VAG']) {
      const { names, marked } = await search('sv-SE', query);
      expect(names).toEqual(['Plattformsvåg 150 kg', 'Kranvåg 300 kg']);
      expect(marked).toContain('Plattforms<mark>våg</mark> 150 kg');
    }
  });

  it('finds Greek words whatever their case, accents or final sigma', async () => {
    for (const query of ['ζυγαριά', 'ΖΥΓΑΡΙΑ', 'ζυγαρια πλατφορμας', 'πλατφόρμασ']) {
      expect((await search('el-GR', query)).names).toEqual(['Ζυγαριά πλατφόρμας 150 kg']);
    }
    expect((await search('el-GR', 'ζυγαρ')).marked).toEqual(['<mark>Ζυγαρ</mark>ιά πλατφόρμας 150 kg']);
  });

  it('finds Bulgarian words in any case', async () => {
    expect((await search('bg-BG', 'ВЕЗНА')).names).toEqual(['Платформена везна 150 кг']);
    expect((await search('bg-BG', 'месо')).names).toEqual(['Месомелачка']);
  });

  it('finds Czech words without their diacritics', async () => {
    const { names, marked } = await search('cs-CZ', 'vaha');
    expect(names).toEqual(['Plošinová váha 150 kg']);
    expect(marked).toEqual(['Plošinová <mark>váha</mark> 150 kg']);
    expect((await search('cs-CZ', 'plosinova')).names).toEqual(['Plošinová váha 150 kg']);
  });

  it('splits no compound words in languages Algolia does not split', async () => {
    expect((await search('cs-CZ', 'waage')).names).toEqual([]);
    expect((await search('hr-HR', 'waage')).names).toEqual([]);
  });
});
