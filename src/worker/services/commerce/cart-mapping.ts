// commercetools Cart → the app's Cart (src/domain/cart/types.ts). Vendor fields are read through
// guards, never cast; a money value in a currency the shop does not know is skipped.
import type { Address, Cart as CtCart, LineItem, TypedMoney } from '@commercetools/platform-sdk';
import { isGuaranteeLine } from '../../../domain/cart/guarantee-skus.ts';
import { lineDiscounts, type UnitDiscount } from '../../../domain/cart/line-item-view.ts';
import type { LineTexts } from '../../../domain/cart/line-language.ts';
import type { LineRef } from '../../../domain/cart/line-removal.ts';
import { type Cart, type CartAddress, type CartLine, SHIPPING_METHOD_STATES, type ShippingMethodState } from '../../../domain/cart/types.ts';
import type { Money } from '../../../domain/money/money.ts';
import { isCurrencyCode, type Language } from '../../../domain/markets/countries.ts';
import { isNetCart, rememberedVatCheck } from './cart-vat.ts';
import { pickLocalized } from './localized.ts';
import { toMoney } from './map-product.ts';

const zero = (currencyCode: Money['currencyCode']): Money => ({ centAmount: 0, currencyCode, fractionDigits: 2 });

function money(value: TypedMoney | undefined, fallback: Money): Money {
  return toMoney(value) ?? fallback;
}

function attribute(line: LineItem, name: string): unknown {
  return line.variant.attributes?.find((candidate) => candidate.name === name)?.value;
}

/** The SKU of the product an extra-guarantee line belongs to (its `parentSku` custom field), else null. */
export function parentSkuOf(line: LineItem): string | null {
  const parentSku: unknown = line.custom?.fields['parentSku'];
  return typeof parentSku === 'string' && parentSku ? parentSku : null;
}

/**
 * `CartLine.unitPrice`: the unit price as the product is priced — the selected price after product
 * discounts (`price.discounted`), or the external price the shop set — before cart discounts, which
 * commercetools keeps apart in `discountedPricePerQuantity`. Null in a currency the shop does not know.
 */
export function unitPriceOf(line: LineItem): Money | null {
  return toMoney(line.priceMode === 'ExternalPrice' ? line.price.value : (line.price.discounted?.value ?? line.price.value));
}

/**
 * The cart discounts in a line's total, per unit and portion as commercetools reports them; each cart
 * discount is read from its expanded reference (cart-store.ts expands them) for its kind and share.
 */
function unitDiscountsOf(line: LineItem): UnitDiscount[] {
  return line.discountedPricePerQuantity.flatMap(({ quantity, discountedPrice }) =>
    discountedPrice.includedDiscounts.flatMap(({ discount, discountedAmount }) => {
      const perUnit = toMoney(discountedAmount);
      if (!perUnit) return [];
      const cartDiscount = discount.typeId === 'cart-discount' ? discount.obj : undefined;
      const value = cartDiscount?.value;
      return [
        {
          discountId: discount.id,
          requiresCode: cartDiscount?.requiresDiscountCode === true,
          permyriad: value?.type === 'relative' ? value.permyriad : null,
          perUnit,
          quantity,
        },
      ];
    }),
  );
}

/** What the domain's line rules (removal, units in the cart) need of a platform line item. */
export const lineRefOf = (line: LineItem): LineRef & { quantity: number } => ({
  id: line.id,
  sku: line.variant.sku ?? '',
  parentSku: parentSkuOf(line),
  quantity: line.quantity,
});

function mapLine(line: LineItem, language: Language, empty: Money): CartLine {
  return {
    id: line.id,
    sku: line.variant.sku ?? '',
    productId: line.productId,
    name: pickLocalized(line.name, language),
    slug: pickLocalized(line.productSlug, language),
    image: line.variant.images?.[0]?.url ?? null,
    quantity: line.quantity,
    unitPrice: unitPriceOf(line) ?? empty,
    totalPrice: money(line.totalPrice, empty),
    discounts: lineDiscounts(unitDiscountsOf(line)),
    parentSku: parentSkuOf(line),
    brand: typeof attribute(line, 'brand') === 'string' ? String(attribute(line, 'brand')) : '',
    isVirtual: attribute(line, 'isVirtual') === true,
    freight: attribute(line, 'freight') === true,
  };
}

/** Each line's name and slug in each of `languages` (line items carry them in every language of the catalogue). */
export function lineTextsOf(cart: CtCart, languages: readonly Language[]): LineTexts {
  return Object.fromEntries(
    cart.lineItems.map((line) => [
      line.id,
      Object.fromEntries(
        languages.map((language) => [language, { name: pickLocalized(line.name, language), slug: pickLocalized(line.productSlug, language) }]),
      ),
    ]),
  );
}

/** The selected method's key (the reference is expanded by the cart reads, cart-store.ts). */
export const shippingMethodKeyOf = (cart: CtCart): string | null => cart.shippingKey ?? cart.shippingInfo?.shippingMethod?.obj?.key ?? null;

/** The platform's open string narrowed to the states the shop knows; an unknown one reads as none. */
export function shippingMethodStateOf(cart: CtCart): ShippingMethodState | null {
  const state = cart.shippingInfo?.shippingMethodState;
  return SHIPPING_METHOD_STATES.find((known) => known === state) ?? null;
}

export function mapCart(cart: CtCart, language: Language): Cart {
  const currency = isCurrencyCode(cart.totalPrice.currencyCode) ? cart.totalPrice.currencyCode : 'EUR';
  const empty = zero(currency);
  const lines = cart.lineItems.map((line) => mapLine(line, language, empty));
  const subtotal = lines.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  return {
    id: cart.id,
    version: cart.version,
    storeKey: cart.store?.key ?? '',
    currency,
    country: cart.country ?? '',
    lines,
    itemCount: lines.filter((line) => !isGuaranteeLine(line)).reduce((sum, line) => sum + line.quantity, 0),
    discountCodes: (cart.discountCodes ?? []).map((entry) => ({
      id: entry.discountCode.id,
      code: entry.discountCode.obj?.code ?? '',
      state: entry.state,
    })),
    totals: {
      subtotal: { centAmount: subtotal, currencyCode: currency, fractionDigits: 2 },
      net: toMoney(cart.taxedPrice?.totalNet),
      gross: money(cart.taxedPrice?.totalGross ?? cart.totalPrice, empty),
      taxPortions: (cart.taxedPrice?.taxPortions ?? []).map((portion) => ({
        rate: portion.rate,
        amount: money(portion.amount, empty),
        name: portion.name ?? '',
      })),
      shipping: toMoney(cart.shippingInfo?.price),
      discount: toMoney(cart.discountOnTotalPrice?.discountedAmount),
    },
    shippingMethodKey: shippingMethodKeyOf(cart),
    shippingMethodState: shippingMethodStateOf(cart),
    customerEmail: cart.customerEmail ?? null,
    hasShippingAddress: cart.shippingAddress !== undefined,
    ...(cart.billingAddress ? { billingAddress: toCartAddress(cart.billingAddress) } : {}),
    ...(cart.shippingAddress ? { shippingAddress: toCartAddress(cart.shippingAddress) } : {}),
    ...vatFacts(cart),
  };
}

/** The checkout's fields of a commercetools address; the VAT ID comes back out of `fax`. */
function toCartAddress(address: Address): CartAddress {
  const { salutation, firstName, lastName, company, department, streetName, streetNumber, additionalStreetInfo, postalCode, city, phone } = address;
  const fields = { salutation, firstName, lastName, company, department, streetName, streetNumber, additionalStreetInfo, postalCode, city, phone };
  return {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    country: address.country,
    ...(address.fax === undefined ? {} : { vatId: address.fax }),
  };
}

/** The remembered VAT check and whether the cart is priced net (cart-vat.ts). */
function vatFacts(cart: CtCart): Pick<Cart, 'vatCheck' | 'netPrices'> {
  const check = rememberedVatCheck(cart.billingAddress);
  return { ...(check ? { vatCheck: check } : {}), netPrices: isNetCart(cart) };
}
