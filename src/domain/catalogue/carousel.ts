// The carousel constants of spec part 2 §9 in one table: breakpoints, items per view and gap per width,
// the visibility threshold, and the product slider's card size and limits. The stylesheet is written from
// these numbers (sizes come from CSS, never measured after mount); the slider's buttons read the step.

/** Widths (px) at which the carousel changes its layout, smallest first. */
const BREAKPOINTS = [640, 768, 1023, 1200, 1440, 1919] as const;

interface CarouselLayout {
  /** Layout applies from this width (px) up to the next row's. */
  minWidth: number;
  itemsPerView: number;
  gap: number;
}

/** Product sliders: related (8) and complementary (4, see complementary.ts) products and recommendations. */
const PRODUCT_SLIDER = { cardWidth: 225, gap: 16, maxVisible: 6, relatedLimit: 8 } as const;

export const CAROUSEL = {
  breakpoints: BREAKPOINTS,
  /** 1.5 items below the smallest breakpoint, 3 from it upwards; gap 20 below 1023 px, 30 from it. */
  layouts: [
    { minWidth: 0, itemsPerView: 1.5, gap: 20 },
    .../* @__PURE__ */ BREAKPOINTS.map((minWidth) => ({ minWidth, itemsPerView: 3, gap: minWidth < 1023 ? 20 : 30 })),
  ] as readonly CarouselLayout[],
  /** Share of an item that must be visible for it to count as shown. */
  visibilityThreshold: 0.5,
  productSlider: PRODUCT_SLIDER,
} as const;

/** How far one press of next/previous scrolls: the cards that fit whole in `viewportWidth`, at least one. */
export function sliderStep(viewportWidth: number): number {
  const { cardWidth, gap, maxVisible } = PRODUCT_SLIDER;
  const whole = Math.floor((viewportWidth + gap) / (cardWidth + gap));
  return Math.max(1, Math.min(maxVisible, whole)) * (cardWidth + gap);
}
