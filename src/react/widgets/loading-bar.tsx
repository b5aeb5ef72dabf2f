// The loading bar (spec part 1 §4): one thin bar at the top of the viewport, server-rendered hidden. What
// shows and hides it is loading-bar-control.ts, a chunk of its own loaded right after hydration, so the
// start-up script carries only this markup. `role="progressbar"` without a value: the wait's length is
// unknown, the bar's advance is only a hint.
import { useEffect } from 'react';
import { LOADING_BAR_ID, LOADING_BAR_NOMINAL_MS } from '../../domain/widgets/loading-bar.ts';
import { useT } from '../i18n/i18n.tsx';

export function LoadingBar() {
  const t = useT();
  // The page frame is never unmounted: the listeners stay for the page's life.
  useEffect(() => {
    import('./loading-bar-control.ts')
      .then(({ watchPageLoads }) => watchPageLoads())
      .catch((error: unknown) => console.warn('the loading bar could not be loaded; page loads show none', error));
  }, []);
  return (
    <div id={LOADING_BAR_ID} className="loading-bar" role="progressbar" aria-label={t('loadingBar.label')} hidden>
      <div className="loading-bar__fill" style={{ animationDuration: `${LOADING_BAR_NOMINAL_MS}ms` }} />
    </div>
  );
}
