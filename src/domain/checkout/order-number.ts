// The shop's order numbers (spec part 2 §9: "Czech order numbers drop the NS prefix"): `NS` and ten digits,
// made by the shop when it places the order (commercetools keeps whatever number the draft carries and
// refuses one in use). Ten random digits: two orders meeting on one number is about one in 10^10 per
// pair, and a DuplicateField answer makes the caller draw again. The Czech shop shows the digits only.
export const ORDER_NUMBER_PREFIX = 'NS';
const DIGITS = 10;
const ORDER_NUMBER = /^NS\d{10}$/;

/** A new order number from random bytes (crypto.getRandomValues in the worker; any source in tests). */
export function newOrderNumber(randomBytes: (length: number) => Uint8Array): string {
  const digits = [...randomBytes(DIGITS)].map((byte) => String(byte % 10)).join('');
  return `${ORDER_NUMBER_PREFIX}${digits}`;
}

/** Whether a value read from a URL can be one of the shop's order numbers (anything else is not looked up). */
export const isOrderNumber = (value: string): boolean => ORDER_NUMBER.test(value);

/** The number as the shopper sees it: without the prefix in the Czech shop. */
export const shownOrderNumber = (orderNumber: string, country: string): string =>
  country === 'CZ' && orderNumber.startsWith(ORDER_NUMBER_PREFIX) ? orderNumber.slice(ORDER_NUMBER_PREFIX.length) : orderNumber;

/**
 * Countries whose bank transfers carry the payment reference as a "variable symbol": at most ten digits,
 * letters are refused by the banks' forms. There the reference is the order number's digits (the shop's
 * numbers have exactly ten); elsewhere it is the order number as it stands (spec part 1 §2: reference =
 * order number).
 */
const VARIABLE_SYMBOL_COUNTRIES: ReadonlySet<string> = new Set(['SK', 'CZ']);

/** What the shopper writes as the reference of a bank transfer for this order. */
export const bankTransferReference = (orderNumber: string, country: string): string =>
  VARIABLE_SYMBOL_COUNTRIES.has(country) && orderNumber.startsWith(ORDER_NUMBER_PREFIX) ? orderNumber.slice(ORDER_NUMBER_PREFIX.length) : orderNumber;
