// The header's language switch in the multi-language countries (CH, BE): each other language links to the
// same page in that language, under its localized slug, and to that language's home where the page is not
// written in it (issue 17). Read from the rendered HTML, as a shopper's click or a crawler follows it.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentPageKey } from '../../src/domain/content/kv-keys.ts';
import { seedContentKv } from './content-kv.ts';
import { get } from './request.ts';
import { seedProduct } from './written-seed.ts';

/** A CMS page only the German catalogue has: it exists in CH's German, not in its French or Italian. */
const GERMAN_ONLY = 'nur-auf-deutsch';

beforeAll(async () => {
  await seedContentKv(env.CONTENT);
  await env.CONTENT.put(
    contentPageKey('de', GERMAN_ONLY),
    JSON.stringify({
      slug: GERMAN_ONLY,
      title: 'Nur auf Deutsch',
      metaDescription: '',
      blocks: [{ type: 'paragraph', text: 'Diese Seite gibt es nur auf Deutsch.' }],
    }),
  );
});

/** The switch's links by language (header and footer alike: each language must link to one place). */
async function switchOf(url: string): Promise<{ status: number; links: Map<string, Set<string>>; alternates: Map<string, string> }> {
  const response = await get(url);
  const links = new Map<string, Set<string>>();
  const alternates = new Map<string, string>();
  await new HTMLRewriter()
    .on('nav.languages a[href]', {
      element: (a) => {
        const language = a.getAttribute('lang') ?? '';
        links.set(language, (links.get(language) ?? new Set()).add(a.getAttribute('href') ?? ''));
      },
    })
    .on('link[rel="alternate"][hreflang]', {
      element: (link) => {
        alternates.set(link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '');
      },
    })
    .transform(response)
    .text();
  return { status: response.status, links, alternates };
}

const only = (links: Map<string, Set<string>>, language: string): string[] => [...(links.get(language) ?? [])];

describe('the language switch keeps the shopper on the page', () => {
  const slicer = seedProduct('ex10010001');

  it('CH/de product page: FR and IT go to the same product under its French and Italian slugs', async () => {
    const { status, links } = await switchOf(`http://ch.localhost/p/${slicer.slug['de']}`);
    expect(status).toBe(200);
    expect(only(links, 'fr')).toEqual([`/fr/p/${slicer.slug['fr']}`]);
    expect(only(links, 'it')).toEqual([`/it/p/${slicer.slug['it']}`]);
    expect(links.has('de')).toBe(false);

    const french = await (await get(`http://ch.localhost${only(links, 'fr')[0]}`)).text();
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain(`<h1 class="product__name">${slicer.name['fr']}</h1>`);
  });

  it('CH/fr category page: DE and IT go to the same category under their slugs', async () => {
    const { status, links } = await switchOf('http://ch.localhost/fr/c/restauration');
    expect(status).toBe(200);
    expect(only(links, 'de')).toEqual(['/c/gastronomie']);
    expect(only(links, 'it')).toEqual(['/it/c/ristorazione']);
  });

  it('BE/nl product page: FR goes to the French product', async () => {
    const { links } = await switchOf(`http://be.localhost/p/${slicer.slug['nl']}`);
    expect(only(links, 'fr')).toEqual([`/fr/p/${slicer.slug['fr']}`]);
  });

  it('a page that does not exist in the other language goes to that language’s home', async () => {
    const { status, links, alternates } = await switchOf(`http://ch.localhost/${GERMAN_ONLY}`);
    expect(status).toBe(200);
    expect(only(links, 'fr')).toEqual(['/fr']);
    expect(only(links, 'it')).toEqual(['/it']);
    // Its hreflang names only the German markets; x-default is the first of them, as Slovakia has no such page.
    expect(Object.fromEntries(alternates)).toEqual({
      'de-DE': `http://de.localhost/${GERMAN_ONLY}`,
      'de-AT': `http://at.localhost/${GERMAN_ONLY}`,
      'de-CH': `http://ch.localhost/${GERMAN_ONLY}`,
      'x-default': `http://de.localhost/${GERMAN_ONLY}`,
    });
    const french = await get(`http://ch.localhost/fr/${GERMAN_ONLY}`);
    expect(french.status).toBe(404);
    expect(await french.text()).toContain('<html lang="fr"');
  });

  it('an info page the CMS holds in every language links each to its own', async () => {
    const { links, alternates } = await switchOf('http://be.localhost/fr/return-policy');
    expect(only(links, 'nl')).toEqual(['/return-policy']);
    expect(alternates.get('el-GR')).toBe('http://gr.localhost/return-policy');
  });
});
