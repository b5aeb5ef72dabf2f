// Extra guarantees (spec part 1 §4 and §5 "Extra guarantee", part 2 §9 "General"): which guarantee
// products a cart line is offered, at what price, and which guarantee lines go when their product goes.
import type { Money } from '../catalogue/types.ts';
import { isEnabledOnMarket } from '../catalogue/sellable.ts';
import { isVirtualGuaranteeSku } from '../catalogue/sku.ts';
import type { LocaleCode } from '../markets/countries.ts';
import type { Cart, CartLine } from './types.ts';

/** A virtual guarantee product (SKUs 41000x0) as the offer needs it; mapped from its attributes. */
export interface GuaranteeProduct {
  sku: string;
  name: string;
  years: number;
  /** `extraGuaranteeRate`: the guarantee costs this percent of the product's unit price. */
  ratePercent: number;
  /** `extraGuaranteeExcludedSkus`: products this guarantee is never sold for (e.g. B-ware). */
  excludedSkus: string[];
  /** `extraGuaranteeExcludedBrands`. */
  excludedBrands: string[];
  /** Relation values that exclude a product; matched against the line's `relations` (see below). */
  excludedRelations: string[];
  /** `enabledOnMarket`: locale → 'true' where the guarantee is sold. Any other value means not sold. */
  enabledOnMarket: Record<string, string>;
}

export interface GuaranteeOffer {
  guarantee: GuaranteeProduct;
  /** What the shopper pays for the guarantee on one unit of the line. */
  price: Money;
}

export interface GuaranteeOfferInput {
  line: CartLine;
  cart: Cart;
  guarantees: readonly GuaranteeProduct[];
  locale: LocaleCode;
  onPaymentPage: boolean;
  /** The store's `sale_of_additional_guarantee_enabled` flag. */
  storeEnabled: boolean;
  /**
   * The line's product relation values, checked against `excludedRelations`. `CartLine` does not
   * carry them (it has `brand` and `isVirtual` only), so the caller passes them from the product;
   * omitted, no relation exclusion can apply.
   */
  relations?: readonly string[];
}

/**
 * The guarantee price: the unit price (after volume discounts) times the rate, rounded half up to
 * whole minor units. Integer minor units in, integer minor units out — no float major amounts.
 */
export const guaranteePrice = (unitPrice: Money, ratePercent: number): Money => ({
  ...unitPrice,
  centAmount: Math.round((unitPrice.centAmount * ratePercent) / 100),
});

/** A guarantee line is one with a parent; the SKU check also catches one that lost its parent link. */
export const isGuaranteeLine = (line: CartLine): boolean => line.parentSku !== null || isVirtualGuaranteeSku(line.sku);

/** One guarantee per product: once any guarantee line points at the SKU, no more are offered. */
const hasGuarantee = (cart: Cart, sku: string): boolean => cart.lines.some((line) => line.parentSku === sku);

const sellsOn = (guarantee: GuaranteeProduct, locale: LocaleCode): boolean =>
  isEnabledOnMarket(guarantee.enabledOnMarket, locale);

const excludes = (guarantee: GuaranteeProduct, line: CartLine, relations: readonly string[]): boolean =>
  guarantee.excludedSkus.includes(line.sku) ||
  guarantee.excludedBrands.includes(line.brand) ||
  relations.some((relation) => guarantee.excludedRelations.includes(relation));

/** A rate that is not a positive number cannot price a guarantee, so such a guarantee is not offered. */
const hasUsableRate = (guarantee: GuaranteeProduct): boolean =>
  Number.isFinite(guarantee.ratePercent) && guarantee.ratePercent > 0;

/**
 * The guarantees to offer for `line`, in the order given, each with its price. Nothing is offered when
 * the store does not sell guarantees, on the payment page (the order total must not change there), for
 * virtual products and guarantee lines, or when the line's product already has a guarantee.
 */
export const guaranteeOffers = ({
  line, cart, guarantees, locale, onPaymentPage, storeEnabled, relations = [],
}: GuaranteeOfferInput): GuaranteeOffer[] => {
  if (!storeEnabled || onPaymentPage) return [];
  if (line.isVirtual || isGuaranteeLine(line) || hasGuarantee(cart, line.sku)) return [];
  return guarantees
    .filter((guarantee) => sellsOn(guarantee, locale) && hasUsableRate(guarantee) && !excludes(guarantee, line, relations))
    .map((guarantee) => ({ guarantee, price: guaranteePrice(line.unitPrice, guarantee.ratePercent) }));
};

/**
 * Guarantee lines linked to `removedParentSku`: they are removed together with their product, since
 * a guarantee for a product that is not bought has nothing to cover.
 */
export const guaranteeLinesToRemove = (cart: Cart, removedParentSku: string): CartLine[] =>
  cart.lines.filter((line) => line.parentSku === removedParentSku);
