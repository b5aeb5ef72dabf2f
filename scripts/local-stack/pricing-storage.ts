// The emulator's in-memory storage with the cart gaps closed at the one place every cart passes through:
// each cart written (create, update, in-store, /me, merges) is priced by cart-totals.ts before it is
// stored, so reads, update responses and orders made from it all carry discounts, taxes and shipping;
// its selected shipping method's `shippingMethodState` follows the method's predicate (shipping-matching.ts);
// an order created from a cart keeps the cart's custom line items and moves that cart to `Ordered`.
import type { Cart, CartDiscount, DiscountCode, Order, TaxCategory } from '@commercetools/platform-sdk';
import type { InMemoryStorage } from '@labdigital/commercetools-mock';
import { priceCart, type PricingInputs } from './cart-totals.ts';
import type { CodeWithDiscounts } from './discount-code-rules.ts';
import { ProductIndexedStorage } from './product-candidates.ts';
import type { ResourceType } from './keyed-storage.ts';
import { shippingMethodStateOf } from './shipping-matching.ts';
import { volumeTiers } from './volume-tiers.ts';

/** Name of the tax category used for products that do not name one. */
export const DEFAULT_TAX_CATEGORY_KEY = 'standard';

type Add<RT extends ResourceType> = typeof InMemoryStorage.prototype.add<RT>;

export class PricingStorage extends ProductIndexedStorage {
  override async add<RT extends ResourceType>(...args: Parameters<Add<RT>>): ReturnType<Add<RT>> {
    const [projectKey, typeId, resource] = args;
    if (typeId === 'cart') {
      const cart = resource as Cart;
      // The repository returns the object it passed in after an update, so price it in place.
      Object.assign(cart, priceCart(cart, await this.pricingInputs(projectKey, cart)));
      await this.markShippingMethodState(projectKey, cart);
    }
    const isNewOrder = typeId === 'order' && resource.version === 1;
    if (isNewOrder) await this.keepCustomLineItems(projectKey, resource as Order);
    const stored = await super.add(...args);
    if (isNewOrder) await this.markCartOrdered(projectKey, resource as Order);
    return stored;
  }

  private async pricingInputs(projectKey: string, cart: Cart): Promise<PricingInputs> {
    const taxCategories: TaxCategory[] = await this.all(projectKey, 'tax-category');
    const discounts: CartDiscount[] = await this.all(projectKey, 'cart-discount');
    const productTaxCategory: Record<string, string | undefined> = {};
    await Promise.all(
      cart.lineItems.map(async ({ productId }) => {
        const product = await this.get(projectKey, 'product', productId);
        productTaxCategory[productId] = product?.taxCategory?.id;
      }),
    );
    return {
      taxRatesByCategory: Object.fromEntries(taxCategories.map((category) => [category.id, category.rates])),
      defaultTaxCategoryId: taxCategories.find((category) => category.key === DEFAULT_TAX_CATEGORY_KEY)?.id,
      productTaxCategory,
      tiers: volumeTiers(discounts),
      codes: await this.codesOf(projectKey, cart, discounts),
    };
  }

  /** The emulator always says MatchesCart; commercetools re-evaluates the method against the changed cart. */
  private async markShippingMethodState(projectKey: string, cart: Cart): Promise<void> {
    const methodId = cart.shippingInfo?.shippingMethod?.id;
    if (!cart.shippingInfo || !methodId) return;
    const methods = await this.all(projectKey, 'shipping-method');
    const shippingMethodState = shippingMethodStateOf(cart, methodId, methods, await this.all(projectKey, 'zone'));
    Object.assign(cart, { shippingInfo: { ...cart.shippingInfo, shippingMethodState } });
  }

  /** The discount codes on the cart, each with its cart discounts (the ones that still exist). */
  async codesOf(projectKey: string, cart: Pick<Cart, 'discountCodes'>, discounts: readonly CartDiscount[]): Promise<CodeWithDiscounts[]> {
    const byId = new Map(discounts.map((discount) => [discount.id, discount]));
    const codes = await Promise.all(
      (cart.discountCodes ?? []).map(({ discountCode }): Promise<DiscountCode | null> => this.get(projectKey, 'discount-code', discountCode.id)),
    );
    return codes.flatMap((code) => (code ? [{ code, discounts: code.cartDiscounts.flatMap((ref) => byId.get(ref.id) ?? []) }] : []));
  }

  /** The emulator makes every order with no custom line items; commercetools copies the cart's (a COD fee is one). */
  private async keepCustomLineItems(projectKey: string, order: Order): Promise<void> {
    if (!order.cart?.id || order.customLineItems.length > 0) return;
    const cart = await this.get(projectKey, 'cart', order.cart.id);
    if (cart && cart.customLineItems.length > 0) Object.assign(order, { customLineItems: cart.customLineItems });
  }

  private async markCartOrdered(projectKey: string, order: Order): Promise<void> {
    if (!order.cart?.id) return;
    const cart = await this.get(projectKey, 'cart', order.cart.id);
    if (!cart || cart.cartState === 'Ordered') return;
    await super.add(projectKey, 'cart', {
      ...cart,
      cartState: 'Ordered',
      version: cart.version + 1,
      lastModifiedAt: new Date().toISOString(),
    });
  }
}
