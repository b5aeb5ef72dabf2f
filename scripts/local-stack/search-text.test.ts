import { describe, expect, it } from 'vitest';
import { normalizeTerm, prefixLength, queryWords, suffixLength } from './search-text.ts';

describe('search text', () => {
  it('folds case and Latin diacritics, including letters with their own stroke', () => {
    expect(normalizeTerm('Váha')).toBe('vaha');
    expect(normalizeTerm('Plattformsvåg')).toBe('plattformsvag');
    expect(normalizeTerm('Präzisionswaage')).toBe('prazisionswaage');
    expect(normalizeTerm('Straße')).toBe('strasse');
    expect(normalizeTerm('Łódź')).toBe('lodz');
    expect(normalizeTerm('Søndergård')).toBe('sondergard');
    expect(normalizeTerm('Ş')).toBe('s');
  });

  it('folds Greek case, tonos, dialytika and the final sigma', () => {
    expect(normalizeTerm('Ζυγαριά')).toBe('ζυγαρια');
    expect(normalizeTerm('ΖΥΓΑΡΙΑ')).toBe('ζυγαρια');
    expect(normalizeTerm('πλατφόρμας')).toBe('πλατφορμασ');
    expect(normalizeTerm('ΠΛΑΤΦΟΡΜΑΣ')).toBe('πλατφορμασ');
    expect(normalizeTerm('Προϊόν')).toBe('προιον');
  });

  it('folds Cyrillic case but keeps its letters with marks', () => {
    expect(normalizeTerm('ВЕЗНА')).toBe('везна');
    expect(normalizeTerm('Чайник')).toBe('чайник');
    expect(normalizeTerm('Ёлка')).toBe('ёлка');
  });

  it('splits words of every script, keeping decomposed letters whole', () => {
    expect(queryWords('Ζυγαριά πλατφόρμας 150 kg')).toEqual(['Ζυγαριά', 'πλατφόρμας', '150', 'kg']);
    expect(queryWords('Платформена везна, 150 кг')).toEqual(['Платформена', 'везна', '150', 'кг']);
    expect(queryWords('va\u0301ha/Plošinová')).toEqual(['va\u0301ha', 'Plošinová']);
  });

  it('measures a normalized prefix or suffix in the original characters', () => {
    expect(prefixLength('Straße', 5)).toBe(5);
    expect(prefixLength('va\u0301ha', 2)).toBe(3);
    expect(suffixLength('Plattformsvåg', 3)).toBe(3);
    expect(suffixLength('Fußmaß', 4)).toBe(3);
  });
});
