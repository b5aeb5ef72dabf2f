// Market drafts: channels, zones, the `standard` tax category and the 25 stores.
import type { ChannelDraft, StoreDraft, TaxCategoryDraft, ZoneDraft } from '@commercetools/platform-sdk';
import { COUNTRIES, COUNTRY_CODES, localeOf, type CountryCode } from '../../src/domain/markets/countries.ts';
import { isTrustpilotLanguage } from '../../src/domain/widgets/trustpilot.ts';
import { intBetween, ref, rng } from './lib.ts';
import { BBAN_SHAPE, COD_FEE_TITLE, LEGAL_FORM, LOCAL_NAMES, VAT } from './market-data.ts';

const lower = (code: CountryCode): string => code.toLowerCase();
const NON_EU: ReadonlySet<CountryCode> = new Set(['NO', 'CH', 'GB']);
/** Stores whose product pages do not offer complementary products (demo of the store flag). */
const WITHOUT_COMPLEMENTARY: ReadonlySet<CountryCode> = new Set(['NO']);
/** Trustpilot-language stores that keep the strip off (demo of the store flag "trustpilot in header"). */
const WITHOUT_TRUSTPILOT: ReadonlySet<CountryCode> = new Set(['FI']);

export const channelDrafts = (): ChannelDraft[] =>
  COUNTRY_CODES.flatMap((code): ChannelDraft[] => [
    {
      key: `dist-${lower(code)}`,
      roles: ['ProductDistribution'],
      name: { en: `Distribution ${COUNTRIES[code].label}` },
    },
    {
      key: `supply-${lower(code)}`,
      roles: ['InventorySupply'],
      name: { en: `Warehouse supply ${COUNTRIES[code].label}` },
    },
  ]);

export const zoneDrafts = (): ZoneDraft[] =>
  COUNTRY_CODES.map((code) => ({
    key: `zone-${lower(code)}`,
    name: COUNTRIES[code].label,
    locations: [{ country: code }],
  }));

/** "VAT 8.1%", "VAT 23%". */
const vatName = (rate: number): string => `VAT ${Math.round(rate * 1000) / 10}%`;

export const taxCategoryDrafts = (): TaxCategoryDraft[] => [
  {
    key: 'standard',
    name: 'Standard',
    description: 'Standard VAT rate of each shop country, included in the gross prices.',
    rates: COUNTRY_CODES.map((code) => ({
      key: `standard-${lower(code)}`,
      name: vatName(VAT[code]),
      amount: VAT[code],
      includedInPrice: true,
      country: code,
    })),
  },
];

const letterValue = (ch: string): string => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch);

/** ISO 13616 check digits of a BBAN. */
const ibanCheckDigits = (code: CountryCode, bban: string): string => {
  const numeric = [...`${bban}${code}00`].map(letterValue).join('');
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return String(98 - rest).padStart(2, '0');
};

/** A fictional IBAN of the right shape and with a valid checksum. */
export const demoIban = (code: CountryCode): string => {
  const random = rng(`iban-${code}`);
  const bban = [...BBAN_SHAPE[code]].map((kind, i) => (kind === 'a' ? 'EXQB'[i % 4] : String(intBetween(random, 0, 9)))).join('');
  return `${code}${ibanCheckDigits(code, bban)}${bban}`;
};

const CAMPAIGNS = JSON.stringify([
  { campaignName: 'black_friday', startDate: '2026-11-20', endDate: '2026-11-30' },
  { campaignName: 'cyber_week', startDate: '2026-11-30', endDate: '2026-12-07' },
]);

const storeName = (code: CountryCode): Record<string, string> => ({
  en: `Exquip ${COUNTRIES[code].label}`,
  ...Object.fromEntries(Object.entries(LOCAL_NAMES[code]).map(([lang, name]) => [lang, `Exquip ${name}`])),
});

/**
 * Demo: Croatia validates VAT IDs but does not switch a company's cart to net prices, so the shop's
 * "We were unable to adjust prices to NET" path exists in the demo data (the spec names the flag, not where it is off).
 */
const VAT_CHECK_WITHOUT_NET_PRICES: ReadonlySet<string> = new Set(['HR']);

export const storeDrafts = (): StoreDraft[] =>
  COUNTRY_CODES.map((code): StoreDraft => {
    const country = COUNTRIES[code];
    const eu = !NON_EU.has(code);
    return {
      key: country.storeKey,
      name: storeName(code),
      languages: country.languages.map((language) => localeOf(code, language)),
      countries: [{ code }],
      distributionChannels: [ref('channel', `dist-${lower(code)}`)],
      supplyChannels: [ref('channel', `supply-${lower(code)}`)],
      custom: {
        type: ref('type', 'store-settings'),
        fields: {
          googleReviewsEnabled: code !== 'CZ',
          sale_of_additional_guarantee_enabled: eu,
          complementaryProductsEnabled: !WITHOUT_COMPLEMENTARY.has(code),
          googleAutocompleteEnabled: false,
          trustpilotInHeader: isTrustpilotLanguage(country.languages[0]) && !WITHOUT_TRUSTPILOT.has(code),
          vatValidationEnabled: eu,
          changeTaxRateEnabled: eu && !VAT_CHECK_WITHOUT_NET_PRICES.has(code),
          ex_store_campaigns: CAMPAIGNS,
          bankBic: `EXQB${code}20`,
          bankAccountOwner: code === 'LT' ? 'UAB Exquip Lietuva' : `Exquip ${country.label} ${LEGAL_FORM[code]}`,
          bankInstitute: `Demo Commerce Bank ${country.label}`,
          bankIban: demoIban(code),
          codFeeTitle: Object.fromEntries(
            ['en', ...country.languages].map((language) => [language, COD_FEE_TITLE[language as keyof typeof COD_FEE_TITLE]]),
          ),
        },
      },
    };
  });
