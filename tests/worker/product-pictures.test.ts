// The pictures a product page shows: the 360° viewer's button and frames where the product has 360° photos,
// and the default picture where a product picture does not exist (checked once with a HEAD request).
import { describe, expect, it } from 'vitest';
import products from '../../kv-seed/commerce/products.json';
import { DEFAULT_PICTURE_URL } from '../../src/domain/catalogue/default-picture.ts';
import { productsWithExistingPictures } from '../../src/worker/services/catalogue/picture-existence.ts';
import { fetchWith, workerEnv } from './bindings.ts';
import { recordingAssets } from './counting-bindings.ts';
import { get } from './request.ts';
import { category } from './seed.ts';

const seeded = (sku: string) => {
  const found = products.find((product) => product.masterVariant.sku === sku);
  if (!found) throw new Error(`seed has no ${sku}`);
  return found;
};
const framesOf = (sku: string): number =>
  Number(seeded(sku).masterVariant.attributes.find((attribute) => attribute.name === 'numberOf360Images')?.value ?? 0);

async function productPage(sku: string, language: 'cs' | 'de'): Promise<string> {
  const host = language === 'cs' ? 'cz.localhost' : 'de.localhost';
  const response = await get(`http://${host}/p/${seeded(sku).slug[language]}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('360° photos', () => {
  it('a product with 360° photos has the viewer button and every frame in its page data', async () => {
    const count = framesOf('EX10010001');
    expect(count).toBeGreaterThan(0);
    const html = await productPage('EX10010001', 'cs');
    expect(html).toMatch(/<button type="button" class="gallery__360" aria-haspopup="dialog" aria-label="Pohled 360°">360°<\/button>/);
    expect(html).toContain('/images/360/EX10010001/01.svg');
    expect(html).toContain(`/images/360/EX10010001/${String(count).padStart(2, '0')}.svg`);
  });

  it('a product without them has neither button nor frames', async () => {
    expect(framesOf('EX10010002')).toBe(0);
    const html = await productPage('EX10010002', 'de');
    expect(html).toContain('class="gallery__main"');
    expect(html).not.toContain('gallery__360');
    expect(html).not.toContain('/images/360/');
  });
});

/** The seed's product whose main picture was never uploaded (kv-seed/generate/catalogue.ts MISSING_PICTURE_SKU). */
const WITHOUT_PICTURE = 'EX10060004';
const MISSING_URL = '/images/products/floor-scrubber-missing.svg';
const mainPicture = (html: string): string | undefined => /<img class="gallery__main" src="([^"]+)"/.exec(html)?.[1];

describe('a product picture that does not exist', () => {
  it('is the default picture on the product page; the other pictures of the product stay', async () => {
    expect(seeded(WITHOUT_PICTURE).masterVariant.images[0]?.url).toBe(MISSING_URL);
    const html = await productPage(WITHOUT_PICTURE, 'cs');
    expect(mainPicture(html)).toBe(DEFAULT_PICTURE_URL);
    expect(html).toContain(
      `<img class="gallery__main" src="${DEFAULT_PICTURE_URL}" alt="${seeded(WITHOUT_PICTURE).name.cs}" width="400" height="400"`,
    );
    expect(html).toContain('src="/images/products/floor-scrubber-3.svg"');
    expect(html).not.toContain(MISSING_URL);
  });

  it('is the default picture on the card of the category listing, beside the cards whose pictures exist', async () => {
    const leaf = category(seeded(WITHOUT_PICTURE).categories[0]?.key ?? '');
    const response = await get(`http://de.localhost/c/${leaf.slug['de']}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`src="${DEFAULT_PICTURE_URL}"`);
    expect(html).toContain('src="/images/products/floor-scrubber.svg"');
    expect(html).not.toContain(MISSING_URL);
  });

  it('leaves a picture that exists as it is', async () => {
    const html = await productPage('EX10060003', 'de');
    expect(mainPicture(html)).toBe('/images/products/floor-scrubber.svg');
    // (The page's cards may show the default picture: the product above is in the same category.)
    const gallery = /<section class="gallery"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    for (const image of seeded('EX10060003').masterVariant.images) expect(gallery).toContain(`src="${image.url}"`);
    expect(gallery).not.toContain(DEFAULT_PICTURE_URL);
  });

  it('is asked about once: the product mapped again for another market does not send another HEAD', async () => {
    const assets = recordingAssets(workerEnv.ASSETS);
    const bindings = { ...workerEnv, ASSETS: assets.binding };
    const product = seeded(WITHOUT_PICTURE);
    // Two markets: two product entries, so the product is read from commerce and mapped twice.
    for (const [host, slug] of [
      ['sk.localhost', product.slug.sk],
      ['pl.localhost', product.slug.pl],
    ] as const) {
      const page = await fetchWith(bindings, `http://${host}/p/${slug}`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(mainPicture(page.html)).toBe(DEFAULT_PICTURE_URL);
    }
    expect(assets.requests().filter((request) => request === `HEAD ${MISSING_URL}`).length).toBeLessThanOrEqual(1);
  });
});

describe('the picture check', () => {
  const unique = (): string => `/images/products/never-uploaded-${crypto.randomUUID()}.svg`;
  const productWith = (url: string) => ({ images: [{ url, width: 800, height: 800 }] });
  const noWait = () => undefined;

  it('sends one HEAD through the assets binding for a picture, and none when it is mapped again', async () => {
    const url = unique();
    const assets = recordingAssets(workerEnv.ASSETS);
    const env = { ...workerEnv, ASSETS: assets.binding };
    const [first] = await productsWithExistingPictures(env, noWait, [productWith(url)]);
    expect(first?.images).toEqual([{ url: DEFAULT_PICTURE_URL, width: 400, height: 400 }]);
    expect(assets.requests()).toEqual([`HEAD ${url}`]);
    const [again] = await productsWithExistingPictures(env, noWait, [productWith(url)]);
    expect(again?.images[0]?.url).toBe(DEFAULT_PICTURE_URL);
    expect(assets.requests()).toEqual([`HEAD ${url}`]);
  });

  it('keeps the picture when the check fails or does not answer in time, and asks again next time', async () => {
    const url = unique();
    const failing = { ...workerEnv, ASSETS: { fetch: () => Promise.reject(new Error('assets down')), connect: workerEnv.ASSETS.connect } as Fetcher };
    const [kept] = await productsWithExistingPictures(failing, noWait, [productWith(url)]);
    expect(kept?.images[0]?.url).toBe(url);

    const silent = { ...workerEnv, ASSETS: { fetch: () => new Promise<Response>(() => undefined), connect: workerEnv.ASSETS.connect } as Fetcher };
    const started = Date.now();
    const [waited] = await productsWithExistingPictures(silent, noWait, [productWith(url)]);
    expect(waited?.images[0]?.url).toBe(url);
    expect(Date.now() - started).toBeLessThan(3_000);

    const assets = recordingAssets(workerEnv.ASSETS);
    const [checked] = await productsWithExistingPictures({ ...workerEnv, ASSETS: assets.binding }, noWait, [productWith(url)]);
    expect(assets.requests()).toEqual([`HEAD ${url}`]);
    expect(checked?.images[0]?.url).toBe(DEFAULT_PICTURE_URL);
  });
});
