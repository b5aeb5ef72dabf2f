// The app's cart, as the commerce adapter maps it and every tab shows it. Plain JSON: it travels over
// the websocket and into the page data unchanged.
import type { Money } from '../catalogue/types.ts';
import type { CurrencyCode } from '../markets/countries.ts';

export interface CartLine {
  id: string;
  sku: string;
  productId: string;
  name: string;
  /** Slug in the cart's language, for the link to the product page. */
  slug: string;
  image: string | null;
  quantity: number;
  /** Price of one unit after volume discounts. */
  unitPrice: Money;
  totalPrice: Money;
  /** The SKU of the line an extra guarantee belongs to; null for other lines. */
  parentSku: string | null;
  /** The product's extra-guarantee fields, for the offer (absent on guarantee lines themselves). */
  brand: string;
  isVirtual: boolean;
}

export interface TaxPortion {
  /** 0.2 for 20 %. */
  rate: number;
  amount: Money;
  name: string;
}

export interface CartTotals {
  /** Sum of the lines (gross), before shipping. */
  subtotal: Money;
  net: Money | null;
  gross: Money;
  taxPortions: TaxPortion[];
  shipping: Money | null;
}

export interface CartDiscountCode {
  id: string;
  code: string;
  state: string;
}

export interface Cart {
  id: string;
  version: number;
  storeKey: string;
  currency: CurrencyCode;
  country: string;
  lines: CartLine[];
  /** Units over all lines (the header badge). */
  itemCount: number;
  discountCodes: CartDiscountCode[];
  totals: CartTotals;
  shippingMethodKey: string | null;
  customerEmail: string | null;
  hasShippingAddress: boolean;
}

/** What every tab of a cart shows: the cart (null once cleared) and the stock of its SKUs. */
export interface CartState {
  cart: Cart | null;
  stock: Record<string, number>;
}

/** Websocket messages of spec part 2 §7.5, sent by the cart's Durable Object to all its sockets. */
export type CartMessage =
  | { type: 'cart update'; data: CartState }
  | { type: 'updated stock'; data: Record<string, number> };
