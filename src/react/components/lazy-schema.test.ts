import { afterEach, describe, expect, it, vi } from 'vitest';
import { VolumeDiscountTiersSchema } from '../../domain/catalogue/volume-discounts.ts';
import { lazySchema } from './lazy-schema.ts';

afterEach(() => vi.restoreAllMocks());

describe('lazySchema', () => {
  it('loads the schema once it is read and parses each part once', async () => {
    const load = vi.fn(() => Promise.resolve(VolumeDiscountTiersSchema));
    const tiers = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    const first = tiers.read('volume-discounts', '[{"minQuantity":3,"percent":5}]');
    expect(tiers.read('volume-discounts', 'ignored: already read')).toBe(first);
    await expect(first).resolves.toEqual({ found: true, value: [{ minQuantity: 3, percent: 5 }] });
    await expect(tiers.read('other-tiers', '{}')).resolves.toEqual({ found: false });
  });

  it('loads once, whether preloaded or read', async () => {
    const load = vi.fn(() => Promise.resolve(VolumeDiscountTiersSchema));
    const tiers = lazySchema(load);
    tiers.preload();
    tiers.preload();
    await expect(tiers.read('volume-discounts', '[]')).resolves.toEqual({ found: true, value: [] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the part out, with the reason logged, when the schema cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = lazySchema(() => Promise.reject(new Error('chunk failed')));
    broken.preload();
    await expect(broken.read('related', '[]')).resolves.toEqual({ found: false });
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'deferred parts will be left out: a schema could not be loaded',
      'deferred part "related" left out: its schema could not be loaded',
    ]);
  });
});
