// Shop events for a tag manager, pushed onto `window.dataLayer` (no vendor script is loaded here).
// Items carry the tracking fields of spec part 1 §3 "Tracking event item fields" as far as the page
// knows them; a container added later reads the queue it finds.
import { originalPriceToShow } from '../../domain/catalogue/shown-price.ts';
import type { Money, Product } from '../../domain/catalogue/types.ts';
import { skuKind, type SkuKind } from '../../domain/catalogue/sku.ts';
import { isGuaranteeLine } from '../../domain/cart/guarantee-skus.ts';
import type { CartLine } from '../../domain/cart/types.ts';
import { toMajorUnits } from '../../domain/money/format-money.ts';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  /** A-ware, B-ware, set or test, read from the SKU (spec part 1 §3 "SKU conventions"). */
  item_variant?: string;
  /** standard_product or extra_guarantee (spec part 1 §3 "Item kinds"). */
  item_type: 'standard_product' | 'extra_guarantee';
  price: number;
  currency: string;
  discount?: number;
  quantity: number;
  in_stock?: boolean;
  shipping_type?: 'parcel' | 'freight';
  index?: number;
  gtin?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
}

export type AnalyticsEventName = 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase';

/** GA4's fields of the checkout's last events beside the items: the method chosen, the order and what it cost. */
export interface CheckoutEventFields {
  payment_type?: string;
  transaction_id?: string;
  /** The order's total (shipping and tax included) instead of the sum of its items. */
  value?: number;
}

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  ecommerce: { currency: string; value: number; items: AnalyticsItem[] } & CheckoutEventFields;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** item_variant per kind of product SKU (the kinds are the domain's SKU conventions). */
const VARIANT_LABELS: Readonly<Record<SkuKind, string>> = { 'a-ware': 'A-ware', 'b-ware': 'B-ware', set: 'set', test: 'test' };

export const variantOf = (sku: string): string | undefined => {
  const kind = skuKind(sku);
  return kind && VARIANT_LABELS[kind];
};

const major = (money: Money): number => toMajorUnits(money.centAmount, money.fractionDigits);

/** item_category … item_category5 from the category trail, top level first. */
function categoryFields(categories: readonly string[]): Partial<AnalyticsItem> {
  const keys = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5'] as const;
  return Object.fromEntries(categories.slice(0, keys.length).map((name, index) => [keys[index], name]));
}

/** The item of a product page. `categories` are the names of its category trail. */
export function productItem(product: Product, quantity: number, stock: number, categories: readonly string[] = []): AnalyticsItem | null {
  if (!product.price) return null;
  const original = originalPriceToShow(product.price, product.originalPrice);
  const item: AnalyticsItem = {
    item_id: product.sku,
    item_name: product.name,
    item_brand: product.brand,
    item_type: 'standard_product',
    price: major(product.price),
    currency: product.price.currencyCode,
    quantity,
    in_stock: stock > 0,
    shipping_type: product.freight ? 'freight' : 'parcel',
    gtin: product.ean || undefined,
    index: 0,
    ...categoryFields(categories),
  };
  const variant = variantOf(product.sku);
  if (variant) item.item_variant = variant;
  if (original) item.discount = major(original) - major(product.price);
  return item;
}

/** The item of a cart line (`quantity` overrides the line's, e.g. the units removed). */
export function lineItem(line: CartLine, index: number, stock: Readonly<Record<string, number>>, quantity = line.quantity): AnalyticsItem {
  const guarantee = isGuaranteeLine(line);
  const item: AnalyticsItem = {
    item_id: line.sku,
    item_name: line.name,
    item_type: guarantee ? 'extra_guarantee' : 'standard_product',
    price: major(line.unitPrice),
    currency: line.unitPrice.currencyCode,
    quantity,
    index,
  };
  if (line.brand) item.item_brand = line.brand;
  const variant = variantOf(line.sku);
  if (variant) item.item_variant = variant;
  const units = stock[line.sku];
  if (units !== undefined) item.in_stock = units > 0;
  return item;
}

/** Pushes one event; the previous ecommerce object is cleared first, as tag managers expect. */
export function track(event: AnalyticsEventName, items: readonly (AnalyticsItem | null)[], fields?: CheckoutEventFields): void {
  if (typeof window === 'undefined') return;
  const list = items.filter((item): item is AnalyticsItem => item !== null);
  const first = list[0];
  if (!first) return;
  const value = Math.round(list.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  const payload: AnalyticsEvent = { event, ecommerce: { currency: first.currency, value, items: list, ...fields } };
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(payload);
}
