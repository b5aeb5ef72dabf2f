// "Sellable in this market" (spec part 1 §3 product attributes eligibleForSelling, enabledOnMarket): the
// one rule the product adapter, the indexer and the extra-guarantee offer apply. Only published products
// reach it: every catalogue read asks commercetools for the published projection (`staged: false`).
import type { LocaleCode } from '../markets/countries.ts';
import type { Money } from './types.ts';

/** What the catalogue says about where a product is sold, read by the adapters from its attributes. */
export interface SaleFacts {
  /** Virtual products (the extra-guarantee carriers) are sold only with another line, never on their own. */
  isVirtual: boolean;
  /** `eligibleForSelling`; a product that does not say is eligible. */
  eligibleForSelling: boolean;
  /** `enabledOnMarket`: locale → 'true' where sold; null when the product names no markets (sold in all). */
  enabledOnMarket: Readonly<Record<string, string>> | null;
  /** The price selected for the market (its currency and country); none means not sold there. */
  price: Money | null;
}

/** A product or guarantee that names its markets is sold only where its locale says exactly 'true'. */
export const isEnabledOnMarket = (enabledOnMarket: Readonly<Record<string, string>> | null, locale: LocaleCode): boolean =>
  enabledOnMarket === null || enabledOnMarket[locale] === 'true';

/** Sold in the market of `locale`: a real product, eligible, enabled on the locale and priced there. */
export const isSellableIn = (facts: SaleFacts, locale: LocaleCode): boolean =>
  !facts.isVirtual && facts.eligibleForSelling && isEnabledOnMarket(facts.enabledOnMarket, locale) && facts.price !== null;
