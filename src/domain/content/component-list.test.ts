import { describe, expect, it } from 'vitest';
import { activePromoBanners, parseComponentList, type PromoBannerEntry } from './component-list.ts';

const document = {
  banners: [
    { id: 'free-shipping', text: 'Free shipping from 59 €', link: '/dispatch-information' },
    { id: 'broken', text: '', link: 'https://elsewhere.example/' },
    { id: 'winter', text: 'Winter sale', start: '2026-12-01', end: '2027-01-01', markets: ['SK', 'CZ'] },
  ],
  customerService: { openingHours: 'Mon–Fri 8:00–16:00' },
};

describe('parseComponentList', () => {
  it('keeps the good banners and names the broken one', () => {
    const { list, problems } = parseComponentList(document);
    expect(list.banners.map((banner) => banner.id)).toEqual(['free-shipping', 'winter']);
    expect(list.openingHours).toBe('Mon–Fri 8:00–16:00');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^banner 1:/);
  });

  it('refuses links that leave the site', () => {
    const { list } = parseComponentList({ banners: [{ id: 'x', text: 'X', link: '//evil.example/' }], customerService: {} });
    expect(list.banners).toEqual([]);
  });

  it('gives the empty list for a document of another shape', () => {
    const { list, problems } = parseComponentList({ banners: 'none' });
    expect(list).toEqual({ banners: [], openingHours: null });
    expect(problems).toHaveLength(1);
  });
});

describe('activePromoBanners', () => {
  const winter: PromoBannerEntry = { id: 'winter', text: 'Winter sale', start: '2026-12-01', end: '2027-01-01', markets: ['SK'] };
  const always: PromoBannerEntry = { id: 'always', text: 'Always' };

  it('shows a banner from its start day on and not from its end day', () => {
    expect(activePromoBanners([winter], 'SK', new Date('2026-11-30T23:59:59Z'))).toEqual([]);
    expect(activePromoBanners([winter], 'SK', new Date('2026-12-01T00:00:00Z'))).toEqual([winter]);
    expect(activePromoBanners([winter], 'SK', new Date('2026-12-31T23:59:59Z'))).toEqual([winter]);
    expect(activePromoBanners([winter], 'SK', new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });

  it('shows a banner only in its markets', () => {
    const now = new Date('2026-12-10T12:00:00Z');
    expect(activePromoBanners([winter, always], 'CZ', now)).toEqual([always]);
    expect(activePromoBanners([winter, always], 'SK', now)).toEqual([winter, always]);
  });
});
