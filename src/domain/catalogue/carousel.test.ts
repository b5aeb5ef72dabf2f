import { describe, expect, it } from 'vitest';
import { CAROUSEL, sliderStep } from './carousel.ts';

/** The layout for a viewport `width` px wide: the last row whose minimum width it reaches. */
const carouselLayoutAt = (width: number) => CAROUSEL.layouts.filter((layout) => width >= layout.minWidth).at(-1);
import { COMPLEMENTARY_PRODUCTS_LIMIT } from './complementary.ts';

describe('carousel constants', () => {
  it('has the spec breakpoints in ascending order and threshold 0.5', () => {
    expect(CAROUSEL.breakpoints).toEqual([640, 768, 1023, 1200, 1440, 1919]);
    expect(CAROUSEL.visibilityThreshold).toBe(0.5);
  });

  it('shows 1.5 items below 640 px and 3 from 640 px', () => {
    expect(carouselLayoutAt(375)).toEqual({ minWidth: 0, itemsPerView: 1.5, gap: 20 });
    expect(carouselLayoutAt(639)?.itemsPerView).toBe(1.5);
    expect(carouselLayoutAt(640)?.itemsPerView).toBe(3);
    expect(carouselLayoutAt(2560)?.itemsPerView).toBe(3);
  });

  it('uses gap 20 on small screens and 30 on wide ones', () => {
    expect(carouselLayoutAt(800)?.gap).toBe(20);
    expect(carouselLayoutAt(1280)?.gap).toBe(30);
  });

  it('product slider: 225 px cards, 16 px apart, at most 6 per step, limits 8 and 4', () => {
    expect(CAROUSEL.productSlider).toEqual({ cardWidth: 225, gap: 16, maxVisible: 6, relatedLimit: 8 });
    expect(COMPLEMENTARY_PRODUCTS_LIMIT).toBe(4);
    expect(sliderStep(300)).toBe(241);
    expect(sliderStep(1000)).toBe(4 * 241);
    expect(sliderStep(3000)).toBe(6 * 241);
  });
});
