// The pictures a product page shows: the 360° viewer's button and frames where the product has 360° photos.
import { describe, expect, it } from 'vitest';
import products from '../../kv-seed/commerce/products.json';
import { get } from './request.ts';

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
