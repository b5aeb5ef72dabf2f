// The loyalty card number (spec part 1 §2 "loyalty card"): the customer's commercetools `customerNumber`,
// set once when the card is first needed (commercetools never lets it change). It is a number every till
// scanner and keypad takes: 13 digits in the GS1 layout of an in-store number (prefix 29, which GS1
// reserves for use inside a company, so it never collides with a product's EAN), 10 random digits and
// the GS1 check digit, which catches a mistyped digit when a cashier keys it in.
export const LOYALTY_CARD_PREFIX = '29';
const RANDOM_DIGITS = 10;
const CARD_NUMBER = /^29\d{11}$/;

/** GS1 mod-10 check digit of the digits before it: weights 3 and 1 from the right. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const weight = (digits.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** A new card number from random bytes (crypto.getRandomValues in the worker). */
export function newLoyaltyCardNumber(randomBytes: Uint8Array): string {
  if (randomBytes.length < RANDOM_DIGITS) throw new Error(`a card number needs ${RANDOM_DIGITS} random bytes`);
  // One digit per byte; bytes from 250 up are folded with a small bias, harmless for an identifier.
  const digits = Array.from(randomBytes.slice(0, RANDOM_DIGITS), (byte) => String(byte % 10)).join('');
  const body = `${LOYALTY_CARD_PREFIX}${digits}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** A number of our own layout with a matching check digit. */
export function isLoyaltyCardNumber(value: string): boolean {
  return CARD_NUMBER.test(value) && gs1CheckDigit(value.slice(0, -1)) === Number(value.slice(-1));
}

/** The number as printed under the code, in groups a person can read out (4-4-5); a number of another layout as it is. */
export function printedLoyaltyCardNumber(value: string): string {
  return isLoyaltyCardNumber(value) ? `${value.slice(0, 4)} ${value.slice(4, 8)} ${value.slice(8)}` : value;
}
