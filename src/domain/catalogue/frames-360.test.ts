import { describe, expect, it } from 'vitest';
import { frames360 } from './frames-360.ts';

describe('frames360', () => {
  it('lists the frames of a product in turning order under its SKU, numbered from 01', () => {
    const frames = frames360('EX10010001', 24);
    expect(frames).toHaveLength(24);
    expect(frames[0]).toBe('/images/360/EX10010001/01.svg');
    expect(frames[9]).toBe('/images/360/EX10010001/10.svg');
    expect(frames[23]).toBe('/images/360/EX10010001/24.svg');
  });

  it('has no frames for a product without 360 photos or with a count that is no whole number', () => {
    for (const count of [0, -3, 2.5, Number.NaN]) expect(frames360('EX10010001', count)).toEqual([]);
    expect(frames360('', 24)).toEqual([]);
  });
});
