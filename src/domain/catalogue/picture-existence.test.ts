import { describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE_URL } from './default-picture.ts';
import {
  cardWithExistingPicture,
  hitWithExistingPicture,
  pictureCheckOf,
  PICTURE_CHECK_FRESH_SECONDS,
  withExistingPictures,
} from './picture-existence.ts';
import type { ProductCard } from './product-card.ts';

const image = (url: string) => ({ url, width: 800, height: 800 });

describe('pictureCheckOf', () => {
  it('reads a success as a picture, a refusal as a missing one and a server error as no answer', () => {
    expect([200, 204].map(pictureCheckOf)).toEqual(['exists', 'exists']);
    expect([404, 410, 403, 400].map(pictureCheckOf)).toEqual(['missing', 'missing', 'missing', 'missing']);
    expect([500, 502, 503].map(pictureCheckOf)).toEqual(['unknown', 'unknown', 'unknown']);
  });

  it('asks about a missing picture again sooner than about one that exists', () => {
    expect(PICTURE_CHECK_FRESH_SECONDS.missing).toBeLessThan(PICTURE_CHECK_FRESH_SECONDS.exists);
  });
});

describe('withExistingPictures', () => {
  it('puts the default picture, with its own size, where a picture is missing and keeps the others', () => {
    const product = { sku: 'EX1', images: [image('/images/products/a.svg'), image('/images/products/gone.svg')] };
    const shown = withExistingPictures(product, new Set(['/images/products/gone.svg']));
    expect(shown.images).toEqual([image('/images/products/a.svg'), { url: DEFAULT_PICTURE_URL, width: 400, height: 400 }]);
    expect(shown.sku).toBe('EX1');
  });

  it('leaves a product whose pictures all exist as it is', () => {
    const product = { images: [image('/images/products/a.svg')] };
    expect(withExistingPictures(product, new Set(['/images/products/gone.svg']))).toBe(product);
  });
});

describe('cardWithExistingPicture', () => {
  it('shows the default picture on a card whose picture is missing', () => {
    const card: ProductCard = {
      sku: 'EX1',
      name: 'Slicer',
      slug: 'slicer-1',
      brand: 'Gastrova',
      price: { centAmount: 100, currencyCode: 'EUR', fractionDigits: 2 },
      originalPrice: null,
      avgRating: 0,
      reviewCount: 0,
      stock: 1,
      image: '/images/products/gone.svg',
      tags: [],
    };
    expect(cardWithExistingPicture(card, new Set(['/images/products/gone.svg'])).image).toBe(DEFAULT_PICTURE_URL);
    expect(cardWithExistingPicture(card, new Set())).toBe(card);
  });
});

describe('hitWithExistingPicture', () => {
  it('shows the default picture for a search hit whose picture is missing and keeps its other fields', () => {
    const hit = { objectID: 'EX1', name: 'Slicer', image: '/images/products/gone.svg' };
    expect(hitWithExistingPicture(hit, new Set(['/images/products/gone.svg']))).toEqual({ ...hit, image: DEFAULT_PICTURE_URL });
    expect(hitWithExistingPicture(hit, new Set())).toBe(hit);
    expect(hitWithExistingPicture({ objectID: 'EX2' }, new Set(['/images/products/gone.svg']))).toEqual({ objectID: 'EX2' });
  });
});
