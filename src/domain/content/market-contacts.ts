// biome-ignore-all format: hand-aligned per-country table reads better as a table than one entry per line
// How each market's customer service is reached (spec part 1 §2: "phone and e-mail if texts exist").
// Phone and e-mail belong to the market, not to the language: Swiss shoppers call the Swiss line whether
// they read German or French. Numbers are written as people there write them. Lithuania and Greece have
// no phone line (their shops sell nothing online, spec part 2 §9), so the frame shows no number there.
import type { CountryCode } from '../markets/countries.ts';
import { COUNTRIES } from '../markets/countries.ts';
import type { MarketContact } from './frame.ts';

const PHONES: Readonly<Record<CountryCode, string | null>> = {
  SK: '+421 2 3300 4455', IE: '+353 1 234 5678',   DE: '+49 30 2233 4455', PT: '+351 21 234 5678',
  IT: '+39 02 1234 5678', FR: '+33 1 23 45 67 89', HU: '+36 1 234 5678',   CZ: '+420 222 333 444',
  AT: '+43 1 234 56 78',  NO: '+47 22 33 44 55',   NL: '+31 20 123 4567',  CH: '+41 44 123 45 67',
  BE: '+32 2 123 45 67',  DK: '+45 33 12 34 56',   SE: '+46 8 123 456 78', ES: '+34 912 34 56 78',
  GB: '+44 20 1234 5678', FI: '+358 9 1234 5678',  PL: '+48 22 123 45 67', RO: '+40 21 123 4567',
  LT: null,               SI: '+386 1 234 56 78',  BG: '+359 2 123 4567',  GR: null,
  HR: '+385 1 234 5678',
};

/** `service@exquip.sk`, `service@exquip.co.uk`: the service mailbox on the market's own domain. */
const emailOf = (country: CountryCode): string => `service@exquip${COUNTRIES[country].topLevelDomain}`;

/** For `tel:` links: a leading '+' and the digits. */
export const phoneHrefOf = (phone: string): string => `+${phone.replace(/\D/g, '')}`;

/**
 * The market's contact; the opening hours come from the content language's component list and are shown
 * only beside a phone line (they are the line's hours).
 */
export function marketContact(country: CountryCode, openingHours: string | null): MarketContact {
  const phone = PHONES[country];
  return {
    phone,
    phoneHref: phone === null ? null : phoneHrefOf(phone),
    email: emailOf(country),
    openingHours: phone === null ? null : openingHours,
  };
}
