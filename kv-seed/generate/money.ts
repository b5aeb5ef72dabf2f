// Prices in the 11 shop currencies: an EUR base converted with fixed demo rates and rounded the way
// a shop prices (…,99 in decimal currencies, whole …9 amounts in the crown/zloty-free ones), plus the
// per-currency shipping fees of spec part 2 §9.
import type { Money, PriceDraft, TypedMoneyDraft } from '@commercetools/platform-sdk';
import { CURRENCY_CODES, type CurrencyCode } from '../../src/domain/markets/countries.ts';

export { CURRENCY_CODES };
export type { CurrencyCode };

/** Demo exchange rates per 1 EUR (consistent with the low-stock boundaries of spec part 2 §9). */
export const EUR_RATES: Readonly<Record<CurrencyCode, number>> = {
  EUR: 1,
  GBP: 0.87,
  DKK: 7.45,
  SEK: 11.2,
  NOK: 11.7,
  CHF: 0.98,
  CZK: 23.6,
  PLN: 4.55,
  HUF: 375,
  RON: 4.94,
  BGN: 1.95583,
};

/** Currencies priced in whole units (no minor units shown in the shop). */
const WHOLE_UNIT: ReadonlySet<CurrencyCode> = new Set(['DKK', 'SEK', 'NOK', 'CZK', 'HUF']);

/** Shop-like rounding of a converted amount, in major units. */
export const shopRound = (amount: number, currency: CurrencyCode): number => {
  if (currency === 'HUF') return Math.max(90, Math.round(amount / 100) * 100 - 10);
  if (WHOLE_UNIT.has(currency)) {
    return amount >= 100 ? Math.round(amount / 10) * 10 - 1 : Math.max(9, Math.round(amount));
  }
  return Math.max(1, Math.round(amount)) - 0.01;
};

/** An EUR base amount in one currency, in major units. */
export const convert = (eur: number, currency: CurrencyCode): number => shopRound(eur * EUR_RATES[currency], currency);

export const toCents = (major: number): number => Math.round(major * 100);

export const typedMoney = (currencyCode: CurrencyCode, major: number): TypedMoneyDraft => ({
  type: 'centPrecision',
  currencyCode,
  centAmount: toCents(major),
  fractionDigits: 2,
});

export const money = (currencyCode: CurrencyCode, major: number): Money => ({
  currencyCode,
  centAmount: toCents(major),
});

/**
 * The 11 prices of one variant. `saleEur` set: the price is the sale price and the regular one is
 * kept in the `price-custom` field `originalPrice` for the strike-through display.
 */
export const pricesFor = (eur: number, saleEur?: number): PriceDraft[] =>
  CURRENCY_CODES.map((currency): PriceDraft => {
    if (eur === 0) return { value: typedMoney(currency, 0) };
    if (saleEur === undefined) return { value: typedMoney(currency, convert(eur, currency)) };
    return {
      value: typedMoney(currency, convert(saleEur, currency)),
      custom: {
        type: { typeId: 'type', key: 'price-custom' },
        fields: { originalPrice: typedMoney(currency, convert(eur, currency)) },
      },
    };
  });
