import { describe, expect, it } from 'vitest';
import { addressSummary, joined, placeLine, streetLine } from './address-lines.ts';

describe('address lines', () => {
  const berlin = { streetName: 'Hauptstraße', streetNumber: '5', postalCode: '10115', city: 'Berlin' };

  it('reads an address as its street line, its place line, or both in one', () => {
    expect(streetLine(berlin)).toBe('Hauptstraße 5');
    expect(placeLine(berlin)).toBe('10115 Berlin');
    expect(addressSummary(berlin)).toBe('Hauptstraße 5, 10115 Berlin');
  });

  it('leaves out parts that hold nothing, never leaving a stray separator', () => {
    expect(addressSummary({ city: 'Berlin', streetName: ' ' })).toBe('Berlin');
    expect(joined(['Jana', undefined, '', 'Nováková'])).toBe('Jana Nováková');
  });
});
