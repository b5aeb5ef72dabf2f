// The survey opt-in after a purchase (spec part 2 §7.5, "Google-type survey opt-in script (on demand)"):
// only on the thank-you page, and only once the shopper interacts with it, so the order confirmation
// itself never waits for it. The vendor's script renders its opt-in box into this reserved container
// from the data attributes (order, e-mail, country).
import { useAtomValue } from 'jotai';
import { useThirdPartyScript } from './use-third-party-script.ts';
import { widgetSettingsAtom } from './widget-settings.ts';

export function SurveyOptIn({ orderNumber, email, country }: { orderNumber: string; email: string; country: string }) {
  const on = Boolean(useAtomValue(widgetSettingsAtom).thirdPartyScripts.survey);
  useThirdPartyScript('survey', 'interaction', on);
  if (!on) return null;
  return <div className="survey-opt-in" data-survey-opt-in="" data-order-id={orderNumber} data-email={email} data-delivery-country={country} />;
}
