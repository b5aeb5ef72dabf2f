// The frame's data besides the category tree (src/domain/content/frame.ts), started with the page's own
// reads so it never adds a round trip. Each part has its own source; a part that cannot be read leaves
// its widget out (logged), never the page.
import type { FrameData } from '../../domain/content/frame.ts';
import { COMPANY_LINKS } from '../../domain/content/company-links.ts';
import { loadFrameContent } from './frame-content.ts';
import type { LoaderContext } from './frame.ts';
import { paymentBadges } from './payment-badges.ts';

export async function loadFrameData(context: LoaderContext): Promise<FrameData> {
  // Issue 16 seam: the Trustpilot flag (store setting and language) is filled in by its part of the issue.
  const content = await loadFrameContent(context);
  return {
    ...content,
    trustpilot: false,
    returnsPortalUrl: context.env.RETURNS_PORTAL_URL.replace('{locale}', context.market.locale),
    paymentMethods: paymentBadges(context.market),
    companyLinks: COMPANY_LINKS,
  };
}
