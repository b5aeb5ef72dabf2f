// The frame's Trustpilot flag (FrameData.trustpilot): the page's language is a Trustpilot language and the
// market's store enables "trustpilot in header" (src/domain/widgets/trustpilot.ts). Other languages never
// read the store settings. Settings that cannot be read leave the strip out, never the page.
import { isTrustpilotLanguage, showsTrustpilot } from '../../domain/widgets/trustpilot.ts';
import { cachedStoreSettings } from '../services/catalogue/store-settings.ts';
import type { LoaderContext } from './frame.ts';
import { logWarn } from '../services/observability/log.ts';

export async function loadTrustpilotFlag(context: LoaderContext): Promise<boolean> {
  if (!isTrustpilotLanguage(context.market.language)) return false;
  try {
    const settings = await cachedStoreSettings(context.env, context.market, context.waitUntil);
    return showsTrustpilot(context.market.language, settings.trustpilotInHeader);
  } catch (error) {
    logWarn(`frame: store settings of ${context.market.storeKey} unreadable, the Trustpilot strip is left out`, error);
    return false;
  }
}
