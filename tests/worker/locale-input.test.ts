// Bad locale input (issue 17 "Bad input", spec part 1 §2 route behaviour and §4: browser-language detection
// is off, the language comes only from the path prefix): a locale cookie of a language the country lacks,
// a prefix of an unknown language or of a language the country lacks, an Accept-Language header. Each
// ends in the country's default language, its `<html lang>` that of the page's texts, never a 500.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import de from '../../src/locales/de.json';
import en from '../../src/locales/en.json';
import fr from '../../src/locales/fr.json';
import pt from '../../src/locales/pt.json';
import { BROWSER_USER_AGENT, textOf } from './request.ts';
import { seedProduct } from './written-seed.ts';

/** A page request as a browser sends it, with its own cookie and Accept-Language. */
function request(url: string, headers: { cookie?: string; 'accept-language'?: string } = {}): Promise<Response> {
  return exports.default.fetch(
    new Request(url, { headers: { accept: 'text/html', 'user-agent': BROWSER_USER_AGENT, ...headers }, redirect: 'manual' }),
  );
}

/** The page's `<html lang>` and its visible text. */
async function pageOf(response: Response): Promise<{ lang: string | undefined; text: string }> {
  const html = await response.text();
  return { lang: /<html lang="([a-z]{2})"/.exec(html)?.[1], text: textOf(html) };
}

const slicer = seedProduct('ex10010001');

describe('a locale cookie of a language the country does not have', () => {
  it.each(['fr-DE', 'fr', 'fr-FR', 'xx-YY'])('locale=%s on de.localhost: the German page, and the cookie set back to de-DE', async (locale) => {
    const response = await request('http://de.localhost/', { cookie: `locale=${locale}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('locale=de-DE');
    const { lang, text } = await pageOf(response);
    expect(lang).toBe('de');
    expect(text).toContain(de['footer.paymentMethods']);
    expect(text).not.toContain(fr['footer.paymentMethods']);
  });

  it('a locale cookie of another language of the country does not choose it either: no prefix is the default language', async () => {
    const response = await request(`http://ch.localhost/p/${slicer.slug['de']}`, { cookie: 'locale=fr-CH; country=CH' });
    expect(response.status).toBe(200);
    const { lang, text } = await pageOf(response);
    expect(lang).toBe('de');
    expect(text).toContain(slicer.name['de']);
  });
});

describe('the Accept-Language header is not read', () => {
  it.each(['fr-CH,fr;q=0.9', 'en-GB,en;q=0.8', 'it'])('%s on a CH page without prefix: the German page', async (acceptLanguage) => {
    const response = await request(`http://ch.localhost/p/${slicer.slug['de']}`, { 'accept-language': acceptLanguage });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    const { lang, text } = await pageOf(response);
    expect(lang).toBe('de');
    expect(text).toContain(`${slicer.name['de']}`);
    expect(text).toContain(de['breadcrumb.home']);
    expect(text).not.toContain(en['breadcrumb.home']);
  });
});

describe('a language prefix the country does not have', () => {
  it.each([
    ['http://de.localhost/fr/', '/'],
    [`http://de.localhost/fr/p/${slicer.slug['fr']}`, '/'],
    ['http://ch.localhost/en/c/gastronomy', '/'],
    ['http://be.localhost/de/', '/'],
  ])('%s redirects to the root (308)', async (url, location) => {
    const response = await request(url, { 'accept-language': 'fr' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
    await response.body?.cancel();
  });

  it('the default language’s own prefix is dropped, the rest of the path kept', async () => {
    const response = await request(`http://ch.localhost/de/p/${slicer.slug['de']}?page=2`);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`/p/${slicer.slug['de']}?page=2`);
    await response.body?.cancel();
  });
});

describe('a prefix that names no language', () => {
  it.each([
    ['http://de.localhost/xx/p/anything-10010001', 'de', de],
    ['http://ch.localhost/xx/', 'de', de],
    ['http://pt.localhost/zz/c/gastronomy', 'pt', pt],
  ] as const)('%s is the 404 page in the country’s language', async (url, language, messages) => {
    const response = await request(url, { cookie: 'locale=fr-FR', 'accept-language': 'fr' });
    expect(response.status).toBe(404);
    const { lang, text } = await pageOf(response);
    expect(lang).toBe(language);
    expect(text).toContain(messages['notFound.title']);
    expect(text).not.toContain(en['notFound.title']);
  });
});
