// Head metadata of one product and one category in three markets: canonical, hreflang alternates,
// robots and (for the product) JSON-LD, read from the streamed HTML with workerd's HTMLRewriter.
import { describe, expect, it } from 'vitest';
import seedReviews from '../../kv-seed/commerce/reviews.json';
import { get } from './request.ts';
import { categoryAlternates, productAlternates, seedProduct, writtenSlug } from './written-seed.ts';

interface Head {
  canonical: string | null;
  robots: string | null;
  alternates: Map<string, string>;
  jsonLd: unknown[];
}

async function headOf(url: string): Promise<{ status: number; head: Head }> {
  const response = await get(url, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const head: Head = { canonical: null, robots: null, alternates: new Map(), jsonLd: [] };
  let script = '';
  const rewritten = new HTMLRewriter()
    .on('link[rel="canonical"]', {
      element: (e) => {
        head.canonical = e.getAttribute('href');
      },
    })
    .on('link[rel="alternate"][hreflang]', {
      element: (e) => {
        head.alternates.set(e.getAttribute('hreflang') ?? '', e.getAttribute('href') ?? '');
      },
    })
    .on('meta[name="robots"]', {
      element: (e) => {
        head.robots = e.getAttribute('content');
      },
    })
    .on('script[type="application/ld+json"]', {
      text: (chunk) => {
        script += chunk.text;
        if (chunk.lastInTextNode) {
          head.jsonLd.push(JSON.parse(script));
          script = '';
        }
      },
    })
    .transform(response);
  await rewritten.text();
  return { status: response.status, head };
}

const seededRatings = seedReviews.filter((review) => review.target.key === 'ex10010001').map((review) => review.rating);
const seededAverage = seededRatings.reduce((sum, rating) => sum + rating, 0) / seededRatings.length;

const product = [
  { host: 'de.localhost', path: '/p/aufschnittmaschine-250-mm-10010001', currency: 'EUR', price: '288.99', home: 'Startseite' },
  { host: 'ch.localhost', path: '/fr/p/trancheuse-250-mm-10010001', currency: 'CHF', price: '282.99', home: 'Accueil' },
  { host: 'cz.localhost', path: '/p/narezovy-stroj-250-mm-10010001', currency: 'CZK', price: '6819.00', home: 'Domů' },
] as const;

describe('product page SEO', () => {
  it.each(product)('$host$path', async ({ host, path, currency, price }) => {
    const { status, head } = await headOf(`http://${host}${path}`);
    expect(status).toBe(200);
    expect(head.canonical).toBe(`http://${host}${path}`);
    expect(head.robots).toBe('index, follow');
    // Every locale that sells it and whose language it is written in, plus x-default, each with that
    // market's slug and prefix; never the English slug under another language.
    const { 'x-default': xDefault, ...alternates } = Object.fromEntries(head.alternates);
    expect(alternates).toEqual(Object.fromEntries(productAlternates(seedProduct('ex10010001'))));
    expect(head.alternates.get('de-AT')).toBe('http://at.localhost/p/aufschnittmaschine-250-mm-10010001');
    expect(head.alternates.get('fr-CH')).toBe('http://ch.localhost/fr/p/trancheuse-250-mm-10010001');
    expect(head.alternates.get('it-CH')).toBe('http://ch.localhost/it/p/affettatrice-250-mm-10010001');
    expect(head.alternates.get('lt-LT') ?? '').not.toContain('/meat-slicer-');
    expect(xDefault).toBe('http://sk.localhost/p/narezovy-stroj-250-mm-10010001');
    expect(head.alternates.get(host === 'de.localhost' ? 'de-DE' : host === 'cz.localhost' ? 'cs-CZ' : 'fr-CH')).toBe(head.canonical);

    const [productLd, breadcrumbLd] = head.jsonLd as [Record<string, unknown>, Record<string, unknown>];
    expect(productLd).toMatchObject({
      '@type': 'Product',
      sku: 'EX10010001',
      gtin13: '2010010001001',
      brand: { '@type': 'Brand', name: 'Gastrova' },
      url: head.canonical,
      offers: { '@type': 'Offer', price, priceCurrency: currency, availability: 'https://schema.org/InStock' },
      // commercetools' review statistics of the product's seeded reviews, and its first (top) reviews.
      aggregateRating: { '@type': 'AggregateRating', ratingValue: seededAverage.toFixed(1), reviewCount: seededRatings.length, bestRating: 5 },
    });
    const reviews = productLd['review'] as {
      '@type': string;
      reviewRating: { ratingValue: number };
      author: { name: string };
      datePublished: string;
    }[];
    expect(reviews).toHaveLength(Math.min(10, seededRatings.length));
    expect(reviews.map((review) => review.reviewRating.ratingValue)).toEqual([...seededRatings].sort((a, b) => b - a).slice(0, 10));
    expect(reviews[0]).toMatchObject({ '@type': 'Review', author: { '@type': 'Person' }, datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect(breadcrumbLd['@type']).toBe('BreadcrumbList');
    const items = breadcrumbLd['itemListElement'] as { position: number; item: string }[];
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items.at(-1)?.item).toBe(head.canonical);
    expect(items.length).toBeGreaterThanOrEqual(3);
  });

  it('is noindex, nofollow with any parameter other than page, canonical without it', async () => {
    const { head } = await headOf('http://de.localhost/p/aufschnittmaschine-250-mm-10010001?utm_source=mail');
    expect(head.robots).toBe('noindex, nofollow');
    expect(head.canonical).toBe('http://de.localhost/p/aufschnittmaschine-250-mm-10010001');
  });
});

describe('hreflang of a product some markets do not sell', () => {
  // A scrubber-dryer the seed enables in 23 locales: not in CH, GB or NO.
  const scrubber = seedProduct('ex10060003');

  it('lists exactly the locales that sell it and whose language it is written in, x-default the Slovak page', async () => {
    const { status, head } = await headOf(`http://de.localhost/p/${scrubber.slug['de']}`);
    expect(status).toBe(200);
    const { 'x-default': xDefault, ...alternates } = Object.fromEntries(head.alternates);
    expect(alternates).toEqual(Object.fromEntries(productAlternates(scrubber)));
    for (const unsold of ['de-CH', 'fr-CH', 'it-CH', 'en-GB', 'nb-NO']) expect(alternates).not.toHaveProperty(unsold);
    expect(alternates['fr-BE']).toBe(`http://be.localhost/fr/p/${scrubber.slug['fr']}`);
    expect(xDefault).toBe(`http://sk.localhost/p/${scrubber.slug['sk']}`);
  });

  it('is not offered in a language the catalogue has no text of its own in, though the page falls back to English there', async () => {
    const untranslated = (['pt', 'el', 'fi', 'sv', 'da', 'nb', 'hr', 'lt', 'ro', 'bg', 'sl'] as const).filter(
      (language) => !writtenSlug(scrubber, language),
    );
    const { head } = await headOf(`http://de.localhost/p/${scrubber.slug['de']}`);
    for (const language of untranslated) {
      expect(
        [...head.alternates.keys()].filter((locale) => locale.startsWith(`${language}-`)),
        language,
      ).toEqual([]);
    }
  });
});

const category = [
  { host: 'de.localhost', path: '/c/gastronomie', locale: 'de-DE' },
  { host: 'ch.localhost', path: '/fr/c/restauration', locale: 'fr-CH' },
  { host: 'cz.localhost', path: '/c/gastronomie', locale: 'cs-CZ' },
] as const;

describe('category page SEO', () => {
  it.each(category)('$host$path', async ({ host, path, locale }) => {
    const { status, head } = await headOf(`http://${host}${path}`);
    expect(status).toBe(200);
    expect(head.canonical).toBe(`http://${host}${path}`);
    expect(head.robots).toBe('index, follow');
    const { 'x-default': xDefault, ...alternates } = Object.fromEntries(head.alternates);
    expect(alternates).toEqual(Object.fromEntries(categoryAlternates('gastronomy')));
    expect(head.alternates.get(locale)).toBe(head.canonical);
    expect(head.alternates.get('nl-BE')).toBe('http://be.localhost/c/horeca');
    expect(head.alternates.get('fr-BE')).toBe('http://be.localhost/fr/c/restauration');
    expect(head.alternates.get('lt-LT')).not.toBe('http://lt.localhost/kategorija/gastronomy');
    expect(xDefault).toBe('http://sk.localhost/c/gastronomia');
    expect(head.jsonLd).toEqual([]);
  });

  it('indexes the second page of a department of several pages, the page kept in its canonical link', async () => {
    const { head } = await headOf('http://de.localhost/c/werkstatt?page=2');
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe('http://de.localhost/c/werkstatt?page=2');
  });

  it('sends a page past the last (gastronomy fits on one page of 24) back to the first', async () => {
    const response = await get('http://ch.localhost/fr/c/restauration?page=2');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fr/c/restauration');
  });

  it('is noindex, nofollow when filtered by another parameter, the page kept in the canonical link', async () => {
    const { head } = await headOf('http://cz.localhost/c/gastronomie?page=2&hitsPerPage=12&sort=price_asc');
    expect(head.robots).toBe('noindex, nofollow');
    expect(head.canonical).toBe('http://cz.localhost/c/gastronomie?page=2');
  });
});

describe('pages that are never indexed', () => {
  it.each(['http://de.localhost/login', 'http://de.localhost/no-such-page', 'http://de.localhost/search?query=grill'])('%s', async (url) => {
    const { head } = await headOf(url);
    expect(head.robots).toBe('noindex, nofollow');
  });
});
