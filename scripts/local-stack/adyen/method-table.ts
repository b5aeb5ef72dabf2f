// Which payment methods the stand-in's merchant account offers, by shopper country and currency — what a
// real account's configuration in Adyen's Customer Area decides. Chosen to match where each method exists
// (Adyen's payment-method pages: countries and currencies):
//   scheme, paypal, applepay, googlepay   every country and currency
//   klarna, klarna_account                AT BE CH DE DK FI NL NO SE (Klarna pay later / over time)
//   klarna_b2b                            AT DE DK FI NL NO SE (Klarna for business buyers)
//   ratepay                               AT CH DE NL (Ratepay invoice)
//   ideal                                 NL, EUR
//   onlineBanking_PL                      PL, PLN
//   multibanco                            PT, EUR
//   twint                                 CH, CHF
//   mobilepay                             DK (DKK) and FI (EUR)
// The shop's own rules (company buyers, Google Pay flag, …) then narrow this list in src/domain/payment.

interface MethodOffer {
  type: string;
  name: string;
  /** Countries it is offered in; null = everywhere. */
  countries: readonly string[] | null;
  /** Currencies it accepts; null = any. */
  currencies: readonly string[] | null;
  brands?: readonly string[];
}

const KLARNA_COUNTRIES = ['AT', 'BE', 'CH', 'DE', 'DK', 'FI', 'NL', 'NO', 'SE'] as const;

const OFFERS: readonly MethodOffer[] = [
  { type: 'scheme', name: 'Cards', countries: null, currencies: null, brands: ['visa', 'mc', 'amex', 'maestro'] },
  { type: 'paypal', name: 'PayPal', countries: null, currencies: null },
  { type: 'applepay', name: 'Apple Pay', countries: null, currencies: null },
  { type: 'googlepay', name: 'Google Pay', countries: null, currencies: null },
  { type: 'klarna', name: 'Pay later with Klarna.', countries: KLARNA_COUNTRIES, currencies: null },
  { type: 'klarna_account', name: 'Pay over time with Klarna.', countries: KLARNA_COUNTRIES, currencies: null },
  { type: 'klarna_b2b', name: 'Billie', countries: ['AT', 'DE', 'DK', 'FI', 'NL', 'NO', 'SE'], currencies: null },
  { type: 'ratepay', name: 'Ratepay Open Invoice', countries: ['AT', 'CH', 'DE', 'NL'], currencies: null },
  { type: 'ideal', name: 'iDEAL', countries: ['NL'], currencies: ['EUR'] },
  { type: 'onlineBanking_PL', name: 'Online Banking PL', countries: ['PL'], currencies: ['PLN'] },
  { type: 'multibanco', name: 'Multibanco', countries: ['PT'], currencies: ['EUR'] },
  { type: 'twint', name: 'TWINT', countries: ['CH'], currencies: ['CHF'] },
  { type: 'mobilepay', name: 'MobilePay', countries: ['DK', 'FI'], currencies: ['DKK', 'EUR'] },
];

export interface OfferedMethod {
  type: string;
  name: string;
  brands?: string[];
}

/** The `paymentMethods` of a `/paymentMethods` answer, in the order Adyen's account would rank them. */
export function methodsFor(countryCode: string | undefined, currency: string | undefined): OfferedMethod[] {
  return OFFERS.filter(
    (offer) =>
      (offer.countries === null || (countryCode !== undefined && offer.countries.includes(countryCode))) &&
      (offer.currencies === null || (currency !== undefined && offer.currencies.includes(currency))),
  ).map(({ type, name, brands }) => (brands ? { type, name, brands: [...brands] } : { type, name }));
}

export const isOffered = (type: string, countryCode: string | undefined, currency: string): boolean =>
  methodsFor(countryCode, currency).some((method) => method.type === type);
