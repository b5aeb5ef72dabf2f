// When the Trustpilot strip (above the header) and logo (footer) show: the page's language is one
// Trustpilot supports (spec part 2 §9) and the market's store enables "trustpilot in header" (spec part 1
// §3, store custom field `trustpilotInHeader`).
import type { Language } from '../markets/countries.ts';

export const TRUSTPILOT_LANGUAGES = ['de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pt', 'pl', 'nb', 'da', 'sv'] as const satisfies readonly Language[];

export const isTrustpilotLanguage = (language: Language): boolean => (TRUSTPILOT_LANGUAGES as readonly Language[]).includes(language);

export const showsTrustpilot = (language: Language, storeEnablesTrustpilot: boolean): boolean =>
  storeEnablesTrustpilot && isTrustpilotLanguage(language);

/**
 * The Trustpilot widget templates the shop embeds: a one-line TrustScore strip above the header and the
 * small logo box in the footer (Trustpilot's public template ids) and the shop's business unit.
 */
export const TRUSTPILOT_TEMPLATES = { strip: '5419b637fa0340045cd0c936', logo: '53aa8807dec7e10d38f59f36' } as const;
export const TRUSTPILOT_BUSINESS_UNIT_ID = '5d8a7c3e9f2b4a0001e9a1b2';

/** The shop's review page on Trustpilot (the widget's link, also without script). */
export const trustpilotReviewUrl = (prodDomain: string): string => `https://www.trustpilot.com/review/${prodDomain.replace(/^www\./, '')}`;
