import { describe, it, expect } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from './countries.ts';
import { hrefFor, routePath, type RouteRef } from '../routes/route-table.ts';
import { countryFromHost, hostName, marketFor, resolveMarket, stripLanguagePrefix, type MarketRequest } from './resolve-market.ts';

const hostCountries: Readonly<Record<string, CountryCode>> = {
  'www.exquip.de': 'DE',
  'www.exquip.ch': 'CH',
  'staging.exquip.at': 'AT',
  'shop.example': 'BE',
};
const resolve = (request: Partial<MarketRequest>) =>
  resolveMarket({ host: 'unknown.example', pathname: '/', cookies: {}, hostCountries, ...request });

describe('hostName', () => {
  it('drops the port and a trailing dot and lower-cases', () => {
    expect(hostName('DE.LocalHost:8787')).toBe('de.localhost');
    expect(hostName('www.exquip.de.')).toBe('www.exquip.de');
    expect(hostName('[::1]:8787')).toBe('[::1]');
  });
});

describe('country', () => {
  it('comes from the configured host, ignoring port and case', () => {
    expect(resolve({ host: 'www.exquip.de' }).country.code).toBe('DE');
    expect(resolve({ host: 'WWW.Exquip.CH:443' }).country.code).toBe('CH');
    expect(resolve({ host: 'staging.exquip.at:8443' }).country.code).toBe('AT');
  });

  it('accepts {cc}.localhost for every country, configured or not', () => {
    for (const code of COUNTRY_CODES) {
      expect(resolve({ host: `${code.toLowerCase()}.localhost:8787` }).country.code).toBe(code);
    }
    expect(countryFromHost('xx.localhost', {})).toBeUndefined();
    expect(countryFromHost('de.localhost.evil.example', {})).toBeUndefined();
  });

  it('prefers the host map over the localhost convention and over the cookie', () => {
    expect(countryFromHost('de.localhost', { 'de.localhost': 'AT' })).toBe('AT');
    expect(resolve({ host: 'www.exquip.de', cookies: { country: 'FR' } }).country.code).toBe('DE');
  });

  it('matches host map keys written in upper case', () => {
    expect(countryFromHost('shop.example', { 'SHOP.Example': 'NL' })).toBe('NL');
  });

  it('falls back to the country cookie, case-insensitively, then to SK', () => {
    expect(resolve({ cookies: { country: 'fr' } }).country.code).toBe('FR');
    expect(resolve({ cookies: { country: ' CZ ' } }).country.code).toBe('CZ');
    expect(resolve({ cookies: { country: 'XX' } }).country.code).toBe('SK');
    expect(resolve({ cookies: { country: '%ZZ;\u0000' } }).country.code).toBe('SK');
    expect(resolve({}).country.code).toBe('SK');
  });
});

describe('language', () => {
  it('is the default language without a prefix', () => {
    const market = resolve({ host: 'www.exquip.ch', pathname: '/p/drill-12345678' });
    expect(market).toMatchObject({ language: 'de', locale: 'de-CH', prefix: '', currency: 'CHF', storeKey: 'ch', contentLocale: 'de-DE' });
  });

  it('is taken from a prefix naming another language of the country', () => {
    expect(resolve({ host: 'www.exquip.ch', pathname: '/fr/p/drill-12345678' })).toMatchObject({
      language: 'fr',
      locale: 'fr-CH',
      prefix: '/fr',
      contentLocale: 'fr-FR',
    });
    expect(resolve({ host: 'www.exquip.ch', pathname: '/it' })).toMatchObject({ language: 'it', prefix: '/it' });
    expect(resolve({ host: 'shop.example', pathname: '/fr/' })).toMatchObject({ locale: 'fr-BE', prefix: '/fr' });
  });

  it('ignores the default language as a prefix', () => {
    expect(resolve({ host: 'www.exquip.ch', pathname: '/de/c/tools' })).toMatchObject({ language: 'de', prefix: '' });
  });

  it('ignores a known language of another country and non-language segments', () => {
    expect(resolve({ host: 'www.exquip.de', pathname: '/fr/p/x' })).toMatchObject({ language: 'de', prefix: '' });
    expect(resolve({ host: 'www.exquip.ch', pathname: '/fresh' })).toMatchObject({ language: 'de', prefix: '' });
    expect(resolve({ host: 'www.exquip.ch', pathname: '/FR/x' })).toMatchObject({ language: 'de', prefix: '' });
  });

  it('uses the locale itself as content locale when it has no fallback', () => {
    expect(resolve({ cookies: { country: 'SK' } })).toMatchObject({ locale: 'sk-SK', contentLocale: 'sk-SK', currency: 'EUR' });
    expect(marketFor('IE').contentLocale).toBe('en-GB');
  });
});

describe('garbage input', () => {
  it.each<[string, Partial<MarketRequest>]>([
    ['empty host', { host: '' }],
    ['null host', { host: null }],
    ['undefined host', { host: undefined }],
    ['colons only', { host: ':::' }],
    ['unclosed IPv6', { host: '[::1' }],
    ['unicode host', { host: 'äö.☃.localhost' }],
    ['prototype host', { host: '__proto__' }],
    ['constructor host', { host: 'constructor' }],
    ['empty pathname', { pathname: '' }],
    ['relative pathname', { pathname: 'fr/x' }],
    ['prototype cookie', { cookies: JSON.parse('{"__proto__": "DE"}') as Record<string, string> }],
    ['null-prototype cookies', { cookies: Object.create(null) as Record<string, string> }],
  ])('never throws: %s', (_, request) => {
    expect(resolve(request).country.code).toBe('SK');
  });

  it('survives values that break their types', () => {
    const broken = { host: 42, pathname: null, cookies: null, hostCountries: null } as unknown as MarketRequest;
    expect(resolveMarket(broken).locale).toBe('sk-SK');
    const throwing = {
      get host(): string {
        throw new Error('boom');
      },
    } as unknown as MarketRequest;
    expect(resolveMarket(throwing).locale).toBe('sk-SK');
    expect(resolve({ hostCountries: { 'unknown.example': 'ZZ' } as unknown as Record<string, CountryCode> }).country.code).toBe('SK');
  });
});

describe('stripLanguagePrefix', () => {
  const frCH = marketFor('CH', 'fr');
  const deCH = marketFor('CH', 'de');

  it('strips the market prefix and nothing else', () => {
    expect(stripLanguagePrefix('/fr/p/x', frCH)).toBe('/p/x');
    expect(stripLanguagePrefix('/fr', frCH)).toBe('/');
    expect(stripLanguagePrefix('/fr/', frCH)).toBe('/');
    expect(stripLanguagePrefix('/fresh', frCH)).toBe('/fresh');
    expect(stripLanguagePrefix('/it/p/x', frCH)).toBe('/it/p/x');
    expect(stripLanguagePrefix('/fr/p/x', deCH)).toBe('/fr/p/x');
  });

  it('undoes the prefix hrefFor adds', () => {
    const refs: RouteRef[] = [{ name: 'home' }, { name: 'product', slug: 'a-12345678' }, { name: 'cart' }];
    for (const market of [frCH, deCH]) {
      for (const ref of refs) expect(stripLanguagePrefix(hrefFor(market, ref), market)).toBe(routePath(ref, market));
    }
  });
});
