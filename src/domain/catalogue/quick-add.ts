// Quick add to cart from listing cards and sliders (spec part 2 §9 "quick add to cart restricted in AT and
// DE"): one piece straight from the card, offered only where the market allows it and the card can be bought.
import { CHECKOUT_DISABLED, QUICK_ADD_TO_CART_RESTRICTED } from '../markets/country-rules.ts';
import type { CountryCode } from '../markets/countries.ts';

/** What the card knows about buying it: cards exist only for priced products, so stock decides. */
export interface QuickAddFacts {
  stock: number;
}

/** The market offers quick add at all: not in Austria and Germany, nor where online ordering is closed. */
const quickAddAllowedIn = (country: CountryCode): boolean => !QUICK_ADD_TO_CART_RESTRICTED[country] && !CHECKOUT_DISABLED[country];

/** The card shows a quick-add button: allowed in the market and something is in stock to add. */
export const quickAddOffered = (country: CountryCode, card: QuickAddFacts): boolean => quickAddAllowedIn(country) && card.stock > 0;
