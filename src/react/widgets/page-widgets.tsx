// What every page has of the widgets besides Trustpilot: the loading bar and the consent manager. Only
// this trigger is in the start-up script; page-widgets-runtime.ts (its own chunk, loaded right after
// hydration) draws the bar and loads the consent manager's script after idle.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { widgetSettingsAtom } from './widget-settings.ts';

export function PageWidgets() {
  const label = useT()('loadingBar.label');
  const consentManager = useAtomValue(widgetSettingsAtom).thirdPartyScripts.consentManager ?? null;
  // The page frame is never unmounted: what the runtime starts stays for the page's life.
  useEffect(() => {
    import('./page-widgets-runtime.ts')
      .then(({ startPageWidgets }) => startPageWidgets(label, consentManager))
      .catch((error: unknown) => console.warn('the loading bar and consent manager could not be loaded', error));
  }, [label, consentManager]);
  return null;
}
