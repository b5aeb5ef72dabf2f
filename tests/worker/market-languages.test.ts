// The eleven markets that were in English until issue 17 (PT, DK, SE, NO, FI, GR, HR, LT, RO, BG, SI): their
// home, a department and a product page speak the market's language — `<html lang>` and every interface
// text, visible or read out (aria-label, placeholder, title, alt) — with no English message left over, and
// the department's and the product's own names in that language in their headings.
import { describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../src/domain/markets/countries.ts';
import bg from '../../src/locales/bg.json';
import da from '../../src/locales/da.json';
import el from '../../src/locales/el.json';
import en from '../../src/locales/en.json';
import fi from '../../src/locales/fi.json';
import hr from '../../src/locales/hr.json';
import lt from '../../src/locales/lt.json';
import nb from '../../src/locales/nb.json';
import pt from '../../src/locales/pt.json';
import ro from '../../src/locales/ro.json';
import sl from '../../src/locales/sl.json';
import sv from '../../src/locales/sv.json';
import { get } from './request.ts';
import { seedEntryBySlug } from './seed.ts';

/** Each market and its language's own message file (read directly: the app's dictionaries fall back to English). */
const NEWLY_TRANSLATED: readonly (readonly [CountryCode, Readonly<Record<string, unknown>>])[] = [
  ['PT', pt],
  ['DK', da],
  ['SE', sv],
  ['NO', nb],
  ['FI', fi],
  ['GR', el],
  ['HR', hr],
  ['LT', lt],
  ['RO', ro],
  ['BG', bg],
  ['SI', sl],
];

const decode = (text: string): string =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** Every text a shopper reads or hears: the text between tags and the readable attributes. */
function shopperTexts(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ');
  const between = body.split(/<[^>]+>/).map(decode);
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((match) => decode(match[1] ?? ''));
  return [...between, ...attributes].filter(Boolean);
}

/** English interface texts that are not also this language's own text for some message. */
function englishLeftoversIn(texts: readonly string[], messages: Readonly<Record<string, unknown>>): string[] {
  const own = new Set(Object.values(messages));
  const english = new Set(
    Object.values(en).filter((value): value is string => typeof value === 'string' && !value.includes('{{') && !own.has(value)),
  );
  return [...new Set(texts.filter((text) => english.has(text)))];
}

const firstHref = (html: string, pattern: RegExp): string => {
  const href = pattern.exec(html)?.[1];
  if (!href) throw new Error(`no link matching ${pattern}`);
  return href;
};

describe.each(NEWLY_TRANSLATED)('%s in its own language', (code, messages) => {
  const { languages } = COUNTRIES[code];
  const language = languages[0]!;
  const origin = `http://${code.toLowerCase()}.localhost`;

  it('home, a department and a product page: the language’s lang, no English interface text', async () => {
    const home = await (await get(`${origin}/`)).text();
    // Lithuania's catalogue paths are its own (/kategorija/, /produktas/), the others' /c/ and /p/.
    const departmentPath = firstHref(home, /<a[^>]+href="(\/(?:c|kategorija)\/[^"]+)"/);
    const department = await (await get(`${origin}${departmentPath}`)).text();
    const productPath = firstHref(department, /<a[^>]+href="(\/(?:p|produktas)\/[^"]+)"/);
    const productResponse = await get(`${origin}${productPath}`);
    expect(productResponse.status).toBe(200);
    const product = await productResponse.text();
    for (const [page, html] of [
      ['home', home],
      [departmentPath, department],
      [productPath, product],
    ] as const) {
      expect(html, page).toContain(`<html lang="${language}"`);
      expect(englishLeftoversIn(shopperTexts(html), messages), page).toEqual([]);
    }
    for (const [path, html] of [
      [departmentPath, department],
      [productPath, product],
    ] as const) {
      const { name } = seedEntryBySlug(language, path.split('/').pop() ?? '');
      const heading = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
      expect(heading, path).toBe(name[language]);
      expect(heading, path).not.toBe(name['en']);
    }
  });
});
