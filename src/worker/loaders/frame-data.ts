// The frame's data besides the category tree (src/domain/content/frame.ts), started with the page's own
// reads so it never adds a round trip. Each part has its own source; a part that cannot be read leaves
// its widget out (logged), never the page.
import type { FrameData } from '../../domain/content/frame.ts';
import type { LoaderContext } from './frame.ts';

export async function loadFrameData(context: LoaderContext): Promise<FrameData> {
  // Issue 16 seam: the contact and banners (CMS component list), the Trustpilot flag (store setting and
  // language) and the app-version banner are filled in by their parts of the issue.
  return {
    contact: null,
    banners: [],
    trustpilot: false,
    returnsPortalUrl: context.env.RETURNS_PORTAL_URL.replace('{locale}', context.market.locale),
    appVersion: null,
  };
}
