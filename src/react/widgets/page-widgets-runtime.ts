// Started by page-widgets.tsx right after hydration: the loading bar (an element of its own at the end of
// the body, fixed over the top edge, so adding it moves nothing) with its page-load watch, and the consent
// manager (spec part 2 §7.5) on every page of a market that has it; its banner is the vendor's own, fixed at
// the bottom of the viewport. The page's start script has usually started it at the first paint already
// (src/worker/render/start-after-paint.ts); this only waits for it then, or loads it after idle.
import { LOADING_BAR_ID, LOADING_BAR_NOMINAL_MS } from '../../domain/widgets/loading-bar.ts';
import { watchPageLoads } from './loading-bar-control.ts';
import { loadThirdPartyScript } from './third-party-script.ts';

/** `role="progressbar"` without a value: the wait's length is unknown, the bar's advance only a hint. */
function addLoadingBar(label: string): void {
  if (document.getElementById(LOADING_BAR_ID)) return;
  const bar = document.createElement('div');
  bar.id = LOADING_BAR_ID;
  bar.className = 'loading-bar';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', label);
  bar.hidden = true;
  const fill = document.createElement('div');
  fill.className = 'loading-bar__fill';
  fill.style.animationDuration = `${LOADING_BAR_NOMINAL_MS}ms`;
  bar.appendChild(fill);
  document.body.appendChild(bar);
}

export function startPageWidgets(loadingBarLabel: string, consentManagerUrl: string | null): void {
  addLoadingBar(loadingBarLabel);
  watchPageLoads();
  if (consentManagerUrl !== null) void loadThirdPartyScript('consentManager', { when: 'idle' }, consentManagerUrl);
}
