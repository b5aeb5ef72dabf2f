// A commercetools price as the domain's PriceOffer: its list value, the product-discounted value and the
// sale's original price (the `price-custom` type's money field `originalPrice`, read through guards
// because custom fields arrive untyped). Used by the product mapping and by the indexer.
import type { Price, TypedMoney } from '@commercetools/platform-sdk';
import type { PriceOffer } from '../../../domain/catalogue/shown-price.ts';
import type { Money } from '../../../domain/catalogue/types.ts';
import { isCurrencyCode } from '../../../domain/markets/countries.ts';

export function toMoney(value: TypedMoney | undefined): Money | null {
  if (!value || !isCurrencyCode(value.currencyCode)) return null;
  return { centAmount: value.centAmount, currencyCode: value.currencyCode, fractionDigits: value.fractionDigits };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A money custom field; fraction digits default to 2 as the platform's own money does. */
function moneyField(fields: unknown, name: string): Money | null {
  const field = isRecord(fields) ? fields[name] : undefined;
  if (!isRecord(field)) return null;
  const { centAmount, currencyCode, fractionDigits } = field;
  if (typeof centAmount !== 'number' || typeof currencyCode !== 'string' || !isCurrencyCode(currencyCode)) return null;
  return { centAmount, currencyCode, fractionDigits: typeof fractionDigits === 'number' ? fractionDigits : 2 };
}

/** The offer of a selected price; null without a price or in a currency the shop does not know. */
export function priceOfferOf(price: Price | undefined): PriceOffer | null {
  const value = toMoney(price?.value);
  if (!price || !value) return null;
  return { value, discounted: toMoney(price.discounted?.value), original: moneyField(price.custom?.fields, 'originalPrice') };
}
