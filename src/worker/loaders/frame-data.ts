// The frame's data besides the category tree (src/domain/content/frame.ts), started with the page's own
// reads so it never adds a round trip. Each part has its own source; a part that cannot be read leaves
// its widget out (logged), never the page.
import type { FrameData } from '../../domain/content/frame.ts';
import type { LoaderContext } from './frame.ts';
import { thirdPartyScriptsFor } from './frame-third-party.ts';
import { loadTrustpilotFlag } from './frame-trustpilot.ts';

export async function loadFrameData(context: LoaderContext): Promise<FrameData> {
  // Issue 16 seam: the contact and banners (CMS component list) and the app-version banner are filled in
  // by their parts of the issue.
  const trustpilot = loadTrustpilotFlag(context);
  return {
    contact: null,
    banners: [],
    trustpilot: await trustpilot,
    returnsPortalUrl: context.env.RETURNS_PORTAL_URL.replace('{locale}', context.market.locale),
    appVersion: null,
    thirdPartyScripts: thirdPartyScriptsFor(context.env.THIRD_PARTY_SCRIPTS, context.market),
  };
}
