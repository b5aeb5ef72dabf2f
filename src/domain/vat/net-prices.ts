// When the cart is priced net (spec part 1 §4, §5; part 2 §8): a company whose VAT ID the VAT service
// found valid gets a net invoice, but only where the store's "change tax rate" flag is on. Elsewhere —
// or when switching the cart's prices failed — the shopper keeps paying gross and is told they can
// claim the tax back. The VAT result a cart remembers, and whether a VAT ID must be checked again.
import type { VatStatus } from './vat-result.ts';

/** What the cart remembers of the last check: the normalised VAT ID and the service's verdict. */
export interface RememberedVatCheck {
  vatId: string;
  status: VatStatus;
}

export interface NetPriceFacts {
  customerType: 'private' | 'company';
  status: VatStatus | null;
  /** The store's `changeTaxRateEnabled` custom field. */
  changeTaxRateEnabled: boolean;
}

/** Whether the cart should be priced net: a company, a valid VAT ID, and a store that may change the tax rate. */
export function pricesAreNet({ customerType, status, changeTaxRateEnabled }: NetPriceFacts): boolean {
  return customerType === 'company' && status === 'valid' && changeTaxRateEnabled;
}

/**
 * A check is remembered for the session (spec part 1 §4): the same VAT ID is not sent to the service
 * again — except after a timeout, where the shopper's manual retry must ask again.
 */
export function needsVatCheck(remembered: RememberedVatCheck | null, vatId: string): boolean {
  return remembered === null || remembered.vatId !== vatId || remembered.status === 'timeout';
}

export type PriceMessage = 'adjusted' | 'unable';

/**
 * Which price message a valid VAT ID brings: 'Prices have been adjusted to NET.' when the cart is net,
 * otherwise 'We were unable to adjust prices to NET. …' (flag off, or the switch failed). Nothing for
 * any other verdict: the cart stays gross as the shopper expects.
 */
export function priceMessageOf(status: VatStatus | null, netPrices: boolean): PriceMessage | null {
  if (status !== 'valid') return null;
  return netPrices ? 'adjusted' : 'unable';
}

/**
 * A gross unit price without its tax (rate 0.2 for 20 %), for showing a net cart's unit prices. Line and
 * cart totals are not derived from it: they are the platform's own net totals, so net + tax = gross per line.
 */
export function netOfGross(grossCents: number, rate: number): number {
  return grossCents - Math.round((grossCents * rate) / (1 + rate));
}
