// Extra guarantees (spec part 1 §4 and §5 "Extra guarantee", part 2 §9 "General"): which guarantee
// products a cart line is offered, and at what price.
import { isEnabledOnMarket } from '../catalogue/sellable.ts';
import type { Money } from '../money/money.ts';
import type { LocaleCode } from '../markets/countries.ts';
import { guaranteePrice, isUsableRate } from './guarantee-price.ts';
import type { GuaranteeProduct } from './guarantee-product.ts';
import { isGuaranteeLine } from './guarantee-skus.ts';
import type { Cart, CartLine } from './types.ts';

export interface GuaranteeOffer {
  guarantee: GuaranteeProduct;
  /** What the shopper pays for the guarantee (guarantee-price.ts). */
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

/** One guarantee per product: once any guarantee line points at the SKU, no more are offered or added. */
export const hasGuarantee = (cart: { lines: readonly Pick<CartLine, 'parentSku'>[] }, sku: string): boolean =>
  cart.lines.some((line) => line.parentSku === sku);

/** Spec: a guarantee is kept only where `enabledOnMarket` is 'true' for the language-country. */
const sellsOn = (guarantee: GuaranteeProduct, locale: LocaleCode): boolean => isEnabledOnMarket(guarantee.enabledOnMarket, locale);

const excludes = (guarantee: GuaranteeProduct, line: CartLine, relations: readonly string[]): boolean =>
  guarantee.excludedSkus.includes(line.sku) ||
  guarantee.excludedBrands.includes(line.brand) ||
  relations.some((relation) => guarantee.excludedRelations.includes(relation));

/**
 * The guarantees to offer for `line`, in the order given, each with its price. Nothing is offered when
 * the store does not sell guarantees, on the payment page (the order total must not change there), for
 * virtual products and guarantee lines, or when the line's product already has a guarantee.
 */
export const guaranteeOffers = ({
  line,
  cart,
  guarantees,
  locale,
  onPaymentPage,
  storeEnabled,
  relations = [],
}: GuaranteeOfferInput): GuaranteeOffer[] => {
  if (!storeEnabled || onPaymentPage) return [];
  if (line.isVirtual || isGuaranteeLine(line) || hasGuarantee(cart, line.sku)) return [];
  return guarantees
    .filter((guarantee) => sellsOn(guarantee, locale) && isUsableRate(guarantee.ratePercent) && !excludes(guarantee, line, relations))
    .map((guarantee) => ({ guarantee, price: guaranteePrice(line.unitPrice, guarantee.ratePercent) }));
};
