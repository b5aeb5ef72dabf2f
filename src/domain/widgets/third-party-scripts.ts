// The outside scripts the shop loads in the browser (spec part 2 §7.5) and which market has which. The
// URLs come from configuration (THIRD_PARTY_SCRIPTS); this table switches a widget off per market, and a
// `null` URL is a widget that is off. Every widget is on by default.
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '../markets/countries.ts';
import { CHECKOUT_DISABLED } from '../markets/country-rules.ts';
import { isTrustpilotLanguage } from './trustpilot.ts';

export const THIRD_PARTY_SCRIPT_NAMES = ['trustpilot', 'consentManager', 'parcelTracking', 'survey'] as const;
export type ThirdPartyScriptName = (typeof THIRD_PARTY_SCRIPT_NAMES)[number];

/** Each script's URL for this page, or null where the widget is off. */
export type ThirdPartyScripts = Readonly<Record<ThirdPartyScriptName, string | null>>;

export const NO_THIRD_PARTY_SCRIPTS: ThirdPartyScripts = { trustpilot: null, consentManager: null, parcelTracking: null, survey: null };

/**
 * Per market: Trustpilot only where one of the country's languages is a Trustpilot language (the store flag
 * and page language decide the rest); the survey opt-in (Google-type, offered after a purchase on the
 * thank-you page) only where the shop takes orders; the consent manager and parcel tracking everywhere.
 */
export const MARKET_WIDGETS: Readonly<Record<CountryCode, Readonly<Record<ThirdPartyScriptName, boolean>>>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [
    code,
    {
      trustpilot: COUNTRIES[code].languages.some(isTrustpilotLanguage),
      consentManager: true,
      parcelTracking: true,
      survey: !CHECKOUT_DISABLED[code],
    },
  ]),
) as Record<CountryCode, Record<ThirdPartyScriptName, boolean>>;

/** The configured URLs with the market's switched-off widgets set to null. */
export function scriptsForMarket(configured: Readonly<Record<ThirdPartyScriptName, string>>, country: CountryCode): ThirdPartyScripts {
  const on = MARKET_WIDGETS[country];
  return {
    trustpilot: on.trustpilot ? configured.trustpilot : null,
    consentManager: on.consentManager ? configured.consentManager : null,
    parcelTracking: on.parcelTracking ? configured.parcelTracking : null,
    survey: on.survey ? configured.survey : null,
  };
}
