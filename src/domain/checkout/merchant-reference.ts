// The reference the shop gives a provider's payment (Adyen's `merchantReference`, at most 80 characters):
// the cart and the commercetools Payment of the attempt. The payment return and the webhook find the
// cart's Durable Object and the Payment by it, with nothing else stored.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const REFERENCE = new RegExp(`^(${UUID}):(${UUID})$`, 'i');

export const merchantReferenceOf = (cartId: string, paymentId: string): string => `${cartId}:${paymentId}`;

export function parseMerchantReference(reference: string): { cartId: string; paymentId: string } | null {
  const match = REFERENCE.exec(reference);
  return match?.[1] && match[2] ? { cartId: match[1], paymentId: match[2] } : null;
}
