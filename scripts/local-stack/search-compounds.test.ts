import { describe, expect, it } from 'vitest';
import { compoundRules, endsCompound, splitCompound } from './search-compounds.ts';

const SEARCHABLE = ['name', 'brand', 'categories.lvl0'];

describe('compound words', () => {
  it("apply to the split attributes of the index's language, if Algolia splits that language", () => {
    const split = { name: 'x', decompoundedAttributes: { de: ['name', 'categories.lvl0', 'description'] } };
    expect(compoundRules({ ...split, queryLanguages: ['de'] }, SEARCHABLE)).toEqual({ fields: ['name', 'categories.lvl0'], splitQuery: true });
    expect(compoundRules({ ...split, indexLanguages: ['de'], decompoundQuery: false }, SEARCHABLE)).toMatchObject({ splitQuery: false });
    expect(compoundRules({ ...split, queryLanguages: ['fr'] }, SEARCHABLE)).toBeNull();
    expect(compoundRules({ queryLanguages: ['el'], decompoundedAttributes: { el: ['name'] } }, SEARCHABLE)).toBeNull();
    expect(compoundRules({ queryLanguages: ['de'] }, SEARCHABLE)).toBeNull();
  });

  it('end in a part of three letters or more after a first part of three or more', () => {
    expect(endsCompound('plattformsvag', 'vag')).toBe(true);
    expect(endsCompound('plattformwaage', 'waage')).toBe(true);
    expect(endsCompound('kranwaage', 'waage')).toBe(true);
    expect(endsCompound('abwaage', 'waage')).toBe(false);
    expect(endsCompound('waage', 'waage')).toBe(false);
    expect(endsCompound('plattformwaage', 'ge')).toBe(false);
  });

  it('split a query word into two known words, dropping a linking s', () => {
    const vocabulary = new Set(['plattform', 'waage', 'vag', 'kuchen']);
    expect(splitCompound('plattformwaage', vocabulary)).toEqual([['plattform', 'waage']]);
    expect(splitCompound('plattformsvag', vocabulary)).toEqual([['plattform', 'vag']]);
    expect(splitCompound('kuchenwaage', new Set(['waage']))).toEqual([]);
    expect(splitCompound(`plattform${'waage'.repeat(20)}`, new Set(['plattform', 'waage'.repeat(20)]))).toEqual([]);
  });
});
