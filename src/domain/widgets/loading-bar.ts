// The loading bar's timing (spec part 1 §4, part 2 §9): it appears only when a wait lasts longer than
// 200 ms, and advances as if the wait took 5 s (towards 90 %, never to the end until the wait is over).
export const LOADING_BAR_DELAY_MS = 200;
export const LOADING_BAR_NOMINAL_MS = 5_000;
/** How long the completed or failed bar stays before it hides. */
export const LOADING_BAR_DONE_MS = 300;
export const LOADING_BAR_FAILED_MS = 2_000;
/** The bar's element: added by src/react/widgets/page-widgets-runtime.ts, driven by loading-bar-control.ts. */
export const LOADING_BAR_ID = 'loading-bar';
