import { describe, expect, it } from 'vitest';
import { COMPARISON_DISPLAY_LIMIT, priceProximity, rankForComparison, similarityScore, SIMILARITY_WEIGHTS, type Comparable } from './comparison.ts';
import type { Money } from './types.ts';

const eur = (euros: number): Money => ({ centAmount: euros * 100, currencyCode: 'EUR', fractionDigits: 2 });
const details = (...pairs: [string, string][]) => pairs.map(([label, value]) => ({ label, value }));

const slicer: Comparable = {
  sku: 'EX10010001',
  brand: 'Gastrova',
  price: eur(289),
  categoryIds: ['slicers'],
  techDetails: details(['Blade diameter', '250 mm'], ['Power', '150 W'], ['Voltage', '230 V']),
};
const biggerSlicer: Comparable = {
  sku: 'EX10010002',
  brand: 'Gastrova',
  price: eur(399),
  categoryIds: ['slicers'],
  techDetails: details(['Blade diameter', '300 mm'], ['Power', '240 W'], ['Voltage', '230 V']),
};
const grinder: Comparable = {
  sku: 'EX10010003',
  brand: 'Gastrova',
  price: eur(249),
  categoryIds: ['grinders'],
  techDetails: details(['Output', '120 kg/h'], ['Power', '850 W'], ['Voltage', '230 V']),
};
const bags: Comparable = {
  sku: 'EX10010007',
  brand: 'Gastrova',
  price: eur(19),
  categoryIds: ['sealers'],
  techDetails: details(['Contents', '100 pcs']),
};
const foreignDrill: Comparable = {
  sku: 'EX10020004',
  brand: 'Voltaris',
  price: eur(289),
  categoryIds: ['drills'],
  techDetails: details(['Voltage', '18 V']),
};

describe('priceProximity', () => {
  it('is 1 for equal prices, 0 from double the price, linear in between', () => {
    expect(priceProximity(eur(100), eur(100))).toBe(1);
    expect(priceProximity(eur(100), eur(200))).toBe(0);
    expect(priceProximity(eur(400), eur(100))).toBe(0);
    expect(priceProximity(eur(100), eur(125))).toBeCloseTo(0.6);
  });

  it('is 0 without two prices in the same currency', () => {
    expect(priceProximity(eur(100), null)).toBe(0);
    expect(priceProximity(eur(100), { centAmount: 10_000, currencyCode: 'CZK', fractionDigits: 2 })).toBe(0);
  });
});

describe('similarityScore', () => {
  it('adds category, shared details, equal values, brand and price proximity', () => {
    const { sameCategory, sharedDetail, equalValue, sameBrand, priceProximity: price } = SIMILARITY_WEIGHTS;
    // Same category; three shared details of which one (Voltage) has the same value; same brand.
    expect(similarityScore(slicer, biggerSlicer, 'slicers')).toBeCloseTo(
      sameCategory + 3 * sharedDetail + equalValue + sameBrand + price * priceProximity(eur(289), eur(399)),
    );
    // Other category; Power and Voltage shared, Voltage equal; same brand.
    expect(similarityScore(slicer, grinder, 'slicers')).toBeCloseTo(
      2 * sharedDetail + equalValue + sameBrand + price * priceProximity(eur(289), eur(249)),
    );
    // A shared label with another value, another brand, the very same price.
    expect(similarityScore(slicer, foreignDrill, 'slicers')).toBeCloseTo(sharedDetail + price);
  });
});

describe('rankForComparison', () => {
  it('puts the current product first, then the candidates by similarity', () => {
    const ranked = rankForComparison(slicer, [bags, foreignDrill, grinder, biggerSlicer], 'slicers');
    expect(ranked.map((product) => product.sku)).toEqual(['EX10010001', 'EX10010002', 'EX10010003', 'EX10020004', 'EX10010007']);
  });

  it(`shows at most ${COMPARISON_DISPLAY_LIMIT} products, leaving out the current one and duplicates among the candidates`, () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...grinder, sku: `EX1001${String(index).padStart(4, '0')}` }));
    const ranked = rankForComparison(slicer, [slicer, biggerSlicer, biggerSlicer, ...many], 'slicers');
    expect(ranked).toHaveLength(COMPARISON_DISPLAY_LIMIT);
    expect(ranked.filter((product) => product.sku === slicer.sku)).toHaveLength(1);
    expect(new Set(ranked.map((product) => product.sku)).size).toBe(COMPARISON_DISPLAY_LIMIT);
    expect(ranked[1]).toBe(biggerSlicer);
  });

  it('breaks ties by price, then SKU, so the order does not depend on the fetch order', () => {
    const twin = (sku: string, euros: number): Comparable => ({ ...grinder, sku, price: eur(euros) });
    const a = twin('EX10010030', 250);
    const b = twin('EX10010020', 250);
    const current = { ...grinder, sku: 'EX10010010', price: eur(250) };
    expect(rankForComparison(current, [a, b], null).map((p) => p.sku)).toEqual(['EX10010010', 'EX10010020', 'EX10010030']);
    expect(rankForComparison(current, [b, a], null).map((p) => p.sku)).toEqual(['EX10010010', 'EX10010020', 'EX10010030']);
  });

  it('is the current product alone without candidates', () => {
    expect(rankForComparison(slicer, [], 'slicers')).toEqual([slicer]);
  });
});
