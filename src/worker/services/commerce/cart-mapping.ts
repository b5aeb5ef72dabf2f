// commercetools Cart → the app's Cart (src/domain/cart/types.ts). Vendor fields are read through
// guards, never cast; a money value in a currency the shop does not know is skipped.
import type { Cart as CtCart, LineItem, TypedMoney } from '@commercetools/platform-sdk';
import type { Cart, CartLine } from '../../../domain/cart/types.ts';
import type { Money } from '../../../domain/catalogue/types.ts';
import { isCurrencyCode, type Language } from '../../../domain/markets/countries.ts';
import { pickLocalized } from './localized.ts';
import { toMoney } from './map-product.ts';

const zero = (currencyCode: Money['currencyCode']): Money => ({ centAmount: 0, currencyCode, fractionDigits: 2 });

function money(value: TypedMoney | undefined, fallback: Money): Money {
  return toMoney(value) ?? fallback;
}

function attribute(line: LineItem, name: string): unknown {
  return line.variant.attributes?.find((candidate) => candidate.name === name)?.value;
}

function mapLine(line: LineItem, language: Language, empty: Money): CartLine {
  const parentSku: unknown = line.custom?.fields['parentSku'];
  const unit = line.price.discounted?.value ?? line.price.value;
  return {
    id: line.id,
    sku: line.variant.sku ?? '',
    productId: line.productId,
    name: pickLocalized(line.name, language),
    slug: pickLocalized(line.productSlug, language),
    image: line.variant.images?.[0]?.url ?? null,
    quantity: line.quantity,
    unitPrice: money(line.priceMode === 'ExternalPrice' ? line.price.value : unit, empty),
    totalPrice: money(line.totalPrice, empty),
    parentSku: typeof parentSku === 'string' && parentSku ? parentSku : null,
    brand: typeof attribute(line, 'brand') === 'string' ? String(attribute(line, 'brand')) : '',
    isVirtual: attribute(line, 'isVirtual') === true,
  };
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
    itemCount: lines.filter((line) => line.parentSku === null).reduce((sum, line) => sum + line.quantity, 0),
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
        rate: portion.rate, amount: money(portion.amount, empty), name: portion.name ?? '',
      })),
      shipping: toMoney(cart.shippingInfo?.price),
    },
    shippingMethodKey: cart.shippingKey ?? cart.shippingInfo?.shippingMethod?.obj?.key ?? null,
    customerEmail: cart.customerEmail ?? null,
    hasShippingAddress: cart.shippingAddress !== undefined,
  };
}
