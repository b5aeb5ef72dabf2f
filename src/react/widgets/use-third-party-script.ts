// A widget asks for its outside script here: the loader (third-party-script.ts) is its own chunk, fetched
// only when a widget of the page asks, so pages without widgets and the start-up script do not carry it.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { ThirdPartyScriptName } from '../../domain/widgets/third-party-scripts.ts';
import type { LoadMoment } from './third-party-script.ts';
import { widgetSettingsAtom } from './widget-settings.ts';

/**
 * Loads the script `name` at `when` once the component is mounted and `active`; nothing where it is off.
 * With `showProgress` the shopper is waiting for what the script draws: the loading bar runs meanwhile
 * (and shows the failed style if the script cannot be loaded).
 */
export function useThirdPartyScript(name: ThirdPartyScriptName, when: LoadMoment, active = true, showProgress = false): void {
  const url = useAtomValue(widgetSettingsAtom).thirdPartyScripts[name] ?? null;
  useEffect(() => {
    if (!active || url === null) return;
    import('./third-party-script.ts')
      .then(({ loadThirdPartyScript }) => loadThirdPartyScript(name, { when, showProgress }, url))
      .catch((error: unknown) => console.warn(`the script loader for "${name}" could not be loaded`, error));
  }, [name, when, url, active, showProgress]);
}
