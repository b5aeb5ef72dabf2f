// Bank transfer (paid in advance to the store's account): off where the spec switches bank payment off
// (part 2 §9: IE, NL, SE, GB, RO, LT, SI, BG, GR, HR — markets/country-rules.ts holds the table), and
// like cash on delivery only for 1 to 20 items (cash-and-bank-items.ts).
import type { CountryCode } from '../markets/countries.ts';
import { BANK_PAYMENT_OFF } from '../markets/country-rules.ts';
import { type ItemCountRefusal, itemCountRefusal } from './cash-and-bank-items.ts';
import type { PaymentCartFacts } from './payment-cart-facts.ts';

export const bankTransferOffered = (country: CountryCode): boolean => !BANK_PAYMENT_OFF[country];

/** Why a cart cannot be paid by bank transfer in a country that offers it; null when it can. */
export function bankTransferRefusal(cart: PaymentCartFacts): ItemCountRefusal | null {
  return itemCountRefusal(cart.items);
}
