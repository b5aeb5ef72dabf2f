import { describe, expect, it } from 'vitest';
import { COMPARISON_MISSING_VALUE } from './comparison.ts';
import { comparisonTable } from './comparison-table.ts';
import type { Money, TechDetail } from './types.ts';

const eur = (euros: number): Money => ({ centAmount: euros * 100, currencyCode: 'EUR', fractionDigits: 2 });
const product = (sku: string, techDetails: TechDetail[]) => ({
  sku,
  name: `Product ${sku}`,
  slug: `product-${sku}`,
  brand: 'Gastrova',
  price: eur(100),
  originalPrice: null,
  images: [{ url: `/images/${sku}.svg`, width: 800, height: 800 }],
  images360: [],
  techDetails,
});

describe('comparisonTable', () => {
  const slicer = product('EX10010001', [
    { label: 'Blade diameter', value: '250 mm' },
    { label: 'Power', value: '150 W' },
    { label: 'Weight', value: '14 kg' },
  ]);
  const grinder = product('EX10010003', [
    { label: 'Output', value: '120 kg/h' },
    { label: 'Power', value: '850 W' },
    { label: 'Weight', value: '17 kg' },
  ]);
  const bags = product('EX10010007', [
    { label: 'Weight', value: '1.1 kg' },
    { label: 'Contents', value: '' },
  ]);

  it('has one column per product, the current one first and marked', () => {
    const table = comparisonTable([slicer, grinder, bags]);
    expect(table?.columns.map((column) => [column.sku, column.current])).toEqual([
      ['EX10010001', true],
      ['EX10010003', false],
      ['EX10010007', false],
    ]);
    expect(table?.columns[0]).toMatchObject({
      name: 'Product EX10010001',
      slug: 'product-EX10010001',
      image: '/images/EX10010001.svg',
      price: eur(100),
    });
  });

  it("lists details stated by most products first, keeping the current product's order among equals", () => {
    expect(comparisonTable([slicer, grinder, bags])?.rows.map((row) => row.label)).toEqual([
      'Weight',
      'Power',
      'Blade diameter',
      'Output',
      'Contents',
    ]);
  });

  it('shows the dash where a product has no (or an empty) value', () => {
    const rows = comparisonTable([slicer, grinder, bags])?.rows ?? [];
    expect(rows.find((row) => row.label === 'Blade diameter')?.values).toEqual(['250 mm', COMPARISON_MISSING_VALUE, COMPARISON_MISSING_VALUE]);
    expect(rows.find((row) => row.label === 'Power')?.values).toEqual(['150 W', '850 W', '-']);
    expect(rows.find((row) => row.label === 'Contents')?.values).toEqual(['-', '-', '-']);
  });

  it('is null when there is nothing to compare with', () => {
    expect(comparisonTable([slicer])).toBeNull();
    expect(comparisonTable([])).toBeNull();
  });
});
