// Cart price computation the emulator lacks (pure): platform tax per line item and shipping, volume
// discounts on line items (external-price lines included, as cart discounts apply to them), the cart
// discounts of discount codes (code-discounts.ts: on line items, or on the total as `discountOnTotalPrice`),
// shipping price with freeAbove, and the cart's totalPrice / taxedPrice.
// Every amount is recomputed from line prices and quantities, so applying it twice gives the same cart.
import type {
  Cart,
  CartValueTier,
  CentPrecisionMoney,
  LineItem,
  RoundingMode,
  ShippingInfo,
  ShippingRate,
  TaxedItemPrice,
  TaxedPrice,
  TaxPortion,
  TaxRate,
} from '@commercetools/platform-sdk';
import { codeDiscounts, type UnitReduction } from './code-discounts.ts';
import type { CodeWithDiscounts } from './discount-code-rules.ts';
import { applyTotalReductions } from './total-discount.ts';
import { bestTier, volumeGroupOf, type VolumeTier } from './volume-tiers.ts';

export interface PricingInputs {
  /** Tax categories by id: their rates (each with `country`). */
  taxRatesByCategory: Readonly<Record<string, readonly TaxRate[]>>;
  /** Tax category used for items whose product names none (the `standard` category). */
  defaultTaxCategoryId: string | undefined;
  /** Product id → its tax category id. */
  productTaxCategory: Readonly<Record<string, string | undefined>>;
  tiers: readonly VolumeTier[];
  /** The discount codes on the cart with their cart discounts. */
  codes?: readonly CodeWithDiscounts[];
  /** The moment validity dates are checked against. */
  now?: Date;
}

const EPSILON = 1e-9;

export const roundCents = (value: number, mode: RoundingMode = 'HalfEven'): number => {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (Math.abs(fraction - 0.5) > EPSILON) return fraction > 0.5 ? floor + 1 : floor;
  if (mode === 'HalfUp') return floor + 1;
  if (mode === 'HalfDown') return floor;
  return floor % 2 === 0 ? floor : floor + 1;
};

export const money = (currencyCode: string, centAmount: number, fractionDigits = 2): CentPrecisionMoney => ({
  type: 'centPrecision',
  currencyCode,
  centAmount,
  fractionDigits,
});

/** Taxed price of an item total under one rate; `includedInPrice` decides whether the amount is gross. */
export const taxItem = (amount: CentPrecisionMoney, rate: TaxRate, mode: RoundingMode = 'HalfEven'): TaxedItemPrice => {
  const at = (cents: number) => money(amount.currencyCode, cents, amount.fractionDigits);
  const tax = rate.includedInPrice
    ? roundCents((amount.centAmount * rate.amount) / (1 + rate.amount), mode)
    : roundCents(amount.centAmount * rate.amount, mode);
  const net = rate.includedInPrice ? amount.centAmount - tax : amount.centAmount;
  const portions: TaxPortion[] = [{ rate: rate.amount, amount: at(tax), name: rate.name }];
  return { totalNet: at(net), totalGross: at(net + tax), totalTax: at(tax), taxPortions: portions };
};

/** Sum of item taxed prices, tax portions merged per rate and name. */
export const sumTaxed = (items: readonly TaxedItemPrice[], currencyCode: string, fractionDigits: number): TaxedPrice => {
  const at = (cents: number) => money(currencyCode, cents, fractionDigits);
  const portions = new Map<string, { rate: number; name: string | undefined; cents: number }>();
  for (const portion of items.flatMap((item) => item.taxPortions ?? [])) {
    const key = `${portion.rate}|${portion.name ?? ''}`;
    const entry = portions.get(key) ?? { rate: portion.rate, name: portion.name, cents: 0 };
    entry.cents += portion.amount.centAmount;
    portions.set(key, entry);
  }
  const net = items.reduce((sum, item) => sum + item.totalNet.centAmount, 0);
  const gross = items.reduce((sum, item) => sum + item.totalGross.centAmount, 0);
  return {
    totalNet: at(net),
    totalGross: at(gross),
    totalTax: at(gross - net),
    taxPortions: [...portions.values()].map(({ rate, name, cents }) => ({ rate, name, amount: at(cents) })),
  };
};

const rateFor = (inputs: PricingInputs, categoryId: string | undefined, country: string | undefined) => {
  const id = categoryId ?? inputs.defaultTaxCategoryId;
  if (!id || !country) return undefined;
  return inputs.taxRatesByCategory[id]?.find((rate) => rate.country === country && !rate.state);
};

/** Units of each volume-discount group in the cart. */
const groupQuantities = (lineItems: readonly LineItem[]): Map<string, number> => {
  const totals = new Map<string, number>();
  for (const line of lineItems) {
    const group = volumeGroupOf(line);
    if (group) totals.set(group, (totals.get(group) ?? 0) + line.quantity);
  }
  return totals;
};

/** The unit price before cart discounts: the external price the shop set, or the selected price after product discounts. */
const unitPrice = (line: LineItem): CentPrecisionMoney => {
  const value = line.priceMode === 'ExternalPrice' ? line.price.value : (line.price.discounted?.value ?? line.price.value);
  return money(value.currencyCode, value.centAmount, value.fractionDigits);
};

/** One line with its cart discounts (the volume tier first, then the codes' in their order) and totals applied. */
const priceLine = (line: LineItem, reductions: readonly UnitReduction[], taxRate: TaxRate | undefined, mode: RoundingMode): LineItem => {
  // Platform tax mode: the tax category's rate; External: the rate the shop set on the line (setLineItemTaxRate).
  const rate = taxRate ?? line.taxRate;
  if (line.priceMode === 'ExternalTotal') {
    return { ...line, ...(rate ? { taxRate: rate, taxedPrice: taxItem(line.totalPrice, rate, mode) } : {}) };
  }
  const unit = unitPrice(line);
  const at = (cents: number) => money(unit.currencyCode, cents, unit.fractionDigits);
  let discountedUnit = unit.centAmount;
  const included = reductions.flatMap((reduction) => {
    const off = Math.min(
      discountedUnit,
      'permyriad' in reduction ? roundCents((discountedUnit * reduction.permyriad) / 10000, mode) : reduction.cents,
    );
    discountedUnit -= off;
    return off > 0 ? [{ discount: { typeId: 'cart-discount' as const, id: reduction.discountId }, discountedAmount: at(off) }] : [];
  });
  const totalPrice = at(discountedUnit * line.quantity);
  const discountedPricePerQuantity =
    included.length > 0 ? [{ quantity: line.quantity, discountedPrice: { value: at(discountedUnit), includedDiscounts: included } }] : [];
  return {
    ...line,
    totalPrice,
    discountedPricePerQuantity,
    taxRate: rate,
    taxedPrice: rate ? taxItem(totalPrice, rate, mode) : undefined,
  };
};

/** Shipping price of a rate for a given goods total: matching CartValue tier, then freeAbove. */
export const shippingPrice = (rate: ShippingRate, goodsTotal: CentPrecisionMoney): CentPrecisionMoney => {
  const tier = rate.tiers
    .filter((t): t is CartValueTier => t.type === 'CartValue' && goodsTotal.centAmount >= t.minimumCentAmount)
    .reduce<CartValueTier | undefined>((best, t) => (!best || t.minimumCentAmount > best.minimumCentAmount ? t : best), undefined);
  const base = tier?.price ?? rate.price;
  const free =
    rate.freeAbove !== undefined && rate.freeAbove.currencyCode === goodsTotal.currencyCode && goodsTotal.centAmount >= rate.freeAbove.centAmount;
  const digits = 'fractionDigits' in base && typeof base.fractionDigits === 'number' ? base.fractionDigits : goodsTotal.fractionDigits;
  return money(base.currencyCode, free ? 0 : (base.centAmount ?? 0), digits);
};

const priceShipping = (info: ShippingInfo, goodsTotal: CentPrecisionMoney, taxRate: TaxRate | undefined, mode: RoundingMode): ShippingInfo => {
  if (!info.shippingRate) return info;
  const price = shippingPrice(info.shippingRate, goodsTotal);
  const rate = taxRate ?? info.taxRate;
  return { ...info, price, ...(rate ? { taxRate: rate, taxedPrice: taxItem(price, rate, mode) } : {}) };
};

/** The cart with discounts, taxes, shipping price and totals recomputed. */
export const priceCart = (cart: Cart, inputs: PricingInputs): Cart => {
  const mode = cart.taxRoundingMode ?? 'HalfEven';
  const platformTax = (cart.taxMode ?? 'Platform') === 'Platform';
  const country = cart.shippingAddress?.country ?? cart.country;
  const quantities = groupQuantities(cart.lineItems);
  const { currencyCode, fractionDigits } = cart.totalPrice;
  const codes = codeDiscounts(
    { storeKey: cart.store?.key, lineItems: cart.lineItems, discountCodes: cart.discountCodes ?? [], currencyCode },
    inputs.codes ?? [],
    inputs.now ?? new Date(),
  );
  const lineItems = cart.lineItems.map((line) => {
    const group = volumeGroupOf(line);
    const tier = group ? bestTier(inputs.tiers, group, quantities.get(group) ?? 0, cart.store?.key) : undefined;
    const rate = platformTax ? rateFor(inputs, inputs.productTaxCategory[line.productId], country) : undefined;
    const reductions = [...(tier ? [{ discountId: tier.discountId, permyriad: tier.permyriad }] : []), ...codes.lineReductions(line)];
    return priceLine(line, reductions, rate, mode);
  });
  const digits = lineItems[0]?.totalPrice.fractionDigits ?? fractionDigits;
  const itemsCents = [...lineItems, ...cart.customLineItems].reduce((sum, item) => sum + item.totalPrice.centAmount, 0);
  const onTotal = applyTotalReductions([...lineItems, ...cart.customLineItems], codes.totalReductions, money(currencyCode, itemsCents, digits), {
    round: (value) => roundCents(value, mode),
    tax: (amount, rate) => taxItem(amount, rate, mode),
  });
  const goodsCents = itemsCents - (onTotal?.discountOnTotalPrice.discountedAmount.centAmount ?? 0);
  const goodsTotal = money(currencyCode, goodsCents, digits);
  const shippingInfo = cart.shippingInfo
    ? priceShipping(cart.shippingInfo, goodsTotal, platformTax ? rateFor(inputs, cart.shippingInfo.taxCategory?.id, country) : undefined, mode)
    : undefined;
  const totalPrice = money(currencyCode, goodsCents + (shippingInfo?.price.centAmount ?? 0), digits);
  const taxedItems = onTotal?.taxedItems ?? [...lineItems, ...cart.customLineItems].map((item) => item.taxedPrice);
  if (shippingInfo) taxedItems.push(shippingInfo.taxedPrice);
  const fullyTaxed = taxedItems.every((item): item is TaxedItemPrice => item !== undefined);
  const keepTaxTotals = cart.taxMode === 'ExternalAmount' || cart.taxMode === 'Disabled';
  return {
    ...cart,
    lineItems,
    discountCodes: codes.discountCodes,
    discountOnTotalPrice: onTotal?.discountOnTotalPrice,
    shippingInfo,
    totalPrice,
    taxedPrice: keepTaxTotals ? cart.taxedPrice : fullyTaxed && country ? sumTaxed(taxedItems, currencyCode, digits) : undefined,
    taxedShippingPrice: shippingInfo?.taxedPrice,
  };
};
