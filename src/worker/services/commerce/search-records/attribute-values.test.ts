import { describe, expect, it } from 'vitest';
import { attributeText, attributeTexts } from './attribute-values.ts';
import { localized, type MarketLanguage } from './localized-value.ts';

const swissGerman: MarketLanguage = { locale: 'de-CH', language: 'de' };

describe('localized', () => {
  it('prefers the locale, then the language, then English, then any text', () => {
    expect(localized({ 'de-CH': 'a', de: 'b', en: 'c' }, swissGerman)).toBe('a');
    expect(localized({ de: 'b', en: 'c' }, swissGerman)).toBe('b');
    expect(localized({ en: 'c', fr: 'd' }, swissGerman)).toBe('c');
    expect(localized({ fr: 'd' }, swissGerman)).toBe('d');
    expect(localized(undefined, swissGerman)).toBe('');
  });
});

describe('attributeText', () => {
  it('reads text, numbers, booleans, enums and localized texts', () => {
    expect(attributeText('Royal Catering', swissGerman)).toBe('Royal Catering');
    expect(attributeText(4.5, swissGerman)).toBe('4.5');
    expect(attributeText(true, swissGerman)).toBe('true');
    expect(attributeText({ key: 'rc', label: 'Royal Catering' }, swissGerman)).toBe('rc');
    expect(attributeText({ key: 'rc', label: 'Royal Catering' }, swissGerman, 'label')).toBe('Royal Catering');
    expect(attributeText({ key: 'red', label: { de: 'Rot', en: 'Red' } }, swissGerman, 'label')).toBe('Rot');
    expect(attributeText({ de: 'Neu', en: 'New' }, swissGerman)).toBe('Neu');
    expect(attributeText(null, swissGerman)).toBeUndefined();
    expect(attributeText({}, swissGerman)).toBeUndefined();
  });

  it('reads a set, or a single value as a set of one', () => {
    expect(attributeTexts(['new', { key: 'sale', label: 'Sale' }, null], swissGerman)).toEqual(['new', 'sale']);
    expect(attributeTexts('new', swissGerman)).toEqual(['new']);
    expect(attributeTexts(undefined, swissGerman)).toEqual([]);
  });
});
