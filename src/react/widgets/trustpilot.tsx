// Trustpilot (spec part 1 §2): the one-line rating strip above the header and the logo box in the footer,
// each shown only where FrameData.trustpilot says (a Trustpilot language and the store's flag). Both are
// Trustpilot's own markup (`.trustpilot-widget` with its data attributes), which its script fills in
// after idle; until then, and without the script, they hold a plain link to the shop's reviews. Their box
// has a fixed height (widgets.css), so filling them in moves nothing.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { TRUSTPILOT_BUSINESS_UNIT_ID, TRUSTPILOT_TEMPLATES, trustpilotReviewUrl } from '../../domain/widgets/trustpilot.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { useThirdPartyScript } from './use-third-party-script.ts';
import { widgetSettingsAtom } from './widget-settings.ts';

/** Widgets of this page that React has hydrated. */
let hydratedWidgets = 0;

function TrustpilotWidget({ template }: { template: keyof typeof TRUSTPILOT_TEMPLATES }) {
  const t = useT();
  const market = useMarket();
  // Trustpilot's script fills every widget of the page at once, so it may run only when React owns them
  // all: the footer's logo hydrates late (footer-slot.tsx), and filled before, it would not match.
  const [allHydrated, setAllHydrated] = useState(false);
  useEffect(() => {
    hydratedWidgets += 1;
    if (hydratedWidgets >= document.querySelectorAll('.trustpilot-widget').length) setAllHydrated(true);
  }, []);
  useThirdPartyScript('trustpilot', 'idle', allHydrated);
  return (
    <div
      className={`trustpilot-widget trustpilot-${template}`}
      data-locale={market.locale}
      data-template-id={TRUSTPILOT_TEMPLATES[template]}
      data-businessunit-id={TRUSTPILOT_BUSINESS_UNIT_ID}>
      <a href={trustpilotReviewUrl(market.country.prodDomain)} target="_blank" rel="noopener noreferrer">
        {t('trustpilot.link')}
      </a>
    </div>
  );
}

/** Above the header: the shop's TrustScore on one line. */
export function TrustpilotStrip() {
  const t = useT();
  return useAtomValue(widgetSettingsAtom).trustpilot ? (
    <aside className="trustpilot-bar" aria-label={t('trustpilot.strip')} data-testid="trustpilot-strip">
      <TrustpilotWidget template="strip" />
    </aside>
  ) : null;
}

/** In the footer: Trustpilot's logo with the rating. */
export function TrustpilotLogo() {
  return useAtomValue(widgetSettingsAtom).trustpilot ? <TrustpilotWidget template="logo" /> : null;
}
