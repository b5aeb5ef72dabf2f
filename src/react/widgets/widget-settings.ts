// What the third-party widgets need of the frame data (src/domain/content/frame.ts): set once in the
// page's jotai store when App creates it, so the footer's Trustpilot logo and any page's widget read it
// without props.
import { atom, type createStore } from 'jotai';
import type { FrameData } from '../../domain/content/frame.ts';
import type { ThirdPartyScripts } from '../../domain/widgets/third-party-scripts.ts';

/** Until set (never, on a page App renders): no Trustpilot and no script. */
export const widgetSettingsAtom = atom<{ trustpilot: boolean; thirdPartyScripts: Partial<ThirdPartyScripts> }>({
  trustpilot: false,
  thirdPartyScripts: {},
});

/** The page's store with the widgets' settings in it. */
export function storeWithWidgetSettings(store: ReturnType<typeof createStore>, frame: FrameData): ReturnType<typeof createStore> {
  store.set(widgetSettingsAtom, { trustpilot: frame.trustpilot, thirdPartyScripts: frame.thirdPartyScripts });
  return store;
}
