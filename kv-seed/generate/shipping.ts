// Shipping methods `parcel` (default) and `freight` with one rate per zone in the zone's currency.
// Freight is offered only for carts holding a freight product (the product type's `freight` flag).
import type { LocalizedString, ShippingMethodDraft } from '@commercetools/platform-sdk';
import { COUNTRIES, COUNTRY_CODES, LANGUAGES } from '../../src/domain/markets/countries.ts';
import { ref } from './lib.ts';
import { FREIGHT_TEXTS, PARCEL_TEXTS } from './market-data.ts';
import { shippingFees } from '../../src/domain/markets/currency-rules.ts';
import { money } from './money.ts';

const allLanguages = (pick: (language: (typeof LANGUAGES)[number]) => string): LocalizedString =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pick(language)]));

// The same table the storefront computes with, so the seeded rates and the shop's rules cannot drift.
const feesOf = (code: (typeof COUNTRY_CODES)[number]) => shippingFees(code);

/** commercetools cart predicate: some line's variant has `freight = true`. */
const FREIGHT_PREDICATE = 'lineItemExists(attributes.freight = true)';

export const shippingMethodDrafts = (): ShippingMethodDraft[] => [
  {
    key: 'parcel',
    name: 'Parcel',
    localizedName: allLanguages((language) => PARCEL_TEXTS[language][0]),
    localizedDescription: allLanguages((language) => PARCEL_TEXTS[language][1]),
    taxCategory: ref('tax-category', 'standard'),
    isDefault: true,
    zoneRates: COUNTRY_CODES.map((code) => {
      const currency = COUNTRIES[code].currency;
      const fees = feesOf(code);
      return {
        zone: ref('zone', `zone-${code.toLowerCase()}`),
        shippingRates: [{ price: money(currency, fees.parcel), freeAbove: money(currency, fees.freeAbove) }],
      };
    }),
    custom: { type: ref('type', 'shipping-method-custom'), fields: { DeliveryTime: '1-3' } },
  },
  {
    key: 'freight',
    name: 'Freight',
    localizedName: allLanguages((language) => FREIGHT_TEXTS[language][0]),
    localizedDescription: allLanguages((language) => FREIGHT_TEXTS[language][1]),
    taxCategory: ref('tax-category', 'standard'),
    isDefault: false,
    predicate: FREIGHT_PREDICATE,
    zoneRates: COUNTRY_CODES.map((code) => ({
      zone: ref('zone', `zone-${code.toLowerCase()}`),
      shippingRates: [{ price: money(COUNTRIES[code].currency, feesOf(code).freight) }],
    })),
    custom: { type: ref('type', 'shipping-method-custom'), fields: { DeliveryTime: '3-7' } },
  },
];
