import { describe, expect, it } from 'vitest';
import { OWN_BRANDS } from './brands.ts';

describe('OWN_BRANDS', () => {
  it('lists ten brands with distinct URL slugs', () => {
    expect(OWN_BRANDS).toHaveLength(10);
    expect(new Set(OWN_BRANDS.map((b) => b.slug)).size).toBe(10);
  });

  it('makes readable slugs', () => {
    expect(OWN_BRANDS.find((b) => b.name === 'Steinmann Tools')?.slug).toBe('steinmann-tools');
    expect(OWN_BRANDS.find((b) => b.name === 'Hortiva Pro')?.slug).toBe('hortiva-pro');
  });
});
