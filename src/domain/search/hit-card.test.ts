import { afterEach, describe, expect, it, vi } from 'vitest';
import { hitsToCards, hitToCard } from './hit-card.ts';

const hit = {
  objectID: 'EX10010001',
  sku: 'EX10010001',
  name: 'Kontaktgrill',
  slug: 'kontaktgrill-10010001',
  brand: 'Royal Catering',
  price: 199.99,
  currency: 'EUR',
  originalPrice: 249.99,
  avgRating: 4.6,
  reviewCount: 12,
  stock: 7,
  image: '/images/products/grill.svg',
  tags: ['on-sale'],
};
const eur = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

afterEach(() => vi.restoreAllMocks());

describe('hitToCard', () => {
  it("turns a record's major units into money, with the original price struck through", () => {
    expect(hitToCard(hit)).toEqual({
      sku: 'EX10010001',
      name: 'Kontaktgrill',
      slug: 'kontaktgrill-10010001',
      brand: 'Royal Catering',
      price: eur(19999),
      originalPrice: eur(24999),
      avgRating: 4.6,
      reviewCount: 12,
      stock: 7,
      image: '/images/products/grill.svg',
      tags: ['on-sale'],
    });
  });

  it('shows no original price that is missing or not above the price', () => {
    const { originalPrice: _original, ...withoutOriginal } = hit;
    expect(hitToCard(withoutOriginal)?.originalPrice).toBeNull();
    expect(hitToCard({ ...hit, originalPrice: 199.99 })?.originalPrice).toBeNull();
  });

  it('leaves out a hit of another shape, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(hitsToCards([hit, { ...hit, price: '199.99' }, { ...hit, currency: 'USD' }])).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
