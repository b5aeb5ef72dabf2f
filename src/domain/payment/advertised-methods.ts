// The payment methods a market's footer shows (spec part 1 §2 "payment methods block"): the methods a
// shopper there can usually pay with, before any cart is known. Local methods exist only where their
// scheme works (iDEAL in NL, TWINT in CH, Multibanco in PT, Przelewy24 in PL, MobilePay in DK and FI,
// Klarna where it lends); bank transfer where the country offers it (bank-transfer-rules.ts); cash on
// delivery everywhere, since every country has a cash-on-delivery limit (cod-rules.ts). Google Pay stays
// out while its switch is off everywhere, Billie (company buyers only) is not advertised to everyone.
import type { CountryCode } from '../markets/countries.ts';
import { bankTransferOffered } from './bank-transfer-rules.ts';
import type { PaymentMethodId } from './payment-methods.ts';

const KLARNA: readonly CountryCode[] = ['AT', 'BE', 'CH', 'DE', 'DK', 'FI', 'NL', 'NO', 'SE'];

const LOCAL_METHODS: Readonly<Partial<Record<CountryCode, readonly PaymentMethodId[]>>> = {
  NL: ['ideal'],
  CH: ['twint'],
  PT: ['multibanco'],
  PL: ['onlineBanking_PL'],
  DK: ['mobilepay'],
  FI: ['mobilepay'],
};

export function advertisedPaymentMethods(country: CountryCode): PaymentMethodId[] {
  return [
    ...(LOCAL_METHODS[country] ?? []),
    'scheme',
    'paypal',
    'applepay',
    ...(KLARNA.includes(country) ? (['klarna'] as const) : []),
    ...(bankTransferOffered(country) ? (['bank-transfer'] as const) : []),
    'cod',
  ];
}
