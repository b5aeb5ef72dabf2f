// The frame's data besides the category tree (src/domain/content/frame.ts), started with the page's own
// reads so it never adds a round trip. Each part has its own source; a part that cannot be read leaves
// its widget out (logged), never the page.
import type { FrameData } from '../../domain/content/frame.ts';
import { COMPANY_LINKS } from '../../domain/content/company-links.ts';
import { loadFrameContent } from './frame-content.ts';
import type { LoaderContext } from './frame.ts';
import { thirdPartyScriptsFor } from './frame-third-party.ts';
import { loadTrustpilotFlag } from './frame-trustpilot.ts';
import { paymentBadges } from './payment-badges.ts';

export async function loadFrameData(context: LoaderContext): Promise<FrameData> {
  // The Trustpilot flag (store settings, KV-cached) is read beside the CMS content, not after it.
  const trustpilot = loadTrustpilotFlag(context);
  const content = await loadFrameContent(context);
  return {
    ...content,
    trustpilot: await trustpilot,
    returnsPortalUrl: context.env.RETURNS_PORTAL_URL.replace('{locale}', context.market.locale),
    paymentMethods: paymentBadges(context.market),
    companyLinks: COMPANY_LINKS,
    thirdPartyScripts: thirdPartyScriptsFor(context.env.THIRD_PARTY_SCRIPTS, context.market),
  };
}
