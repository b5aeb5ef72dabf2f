// The small subset of commercetools' cart predicate language the seeded shipping methods use, so the
// stand-in can answer `shipping-methods/matching-cart` and `shippingMethodState` as commercetools does
// (the emulator ignores predicates). Supported:
//   true | false
//   lineItemExists(attributes.<name> = <true | false | number | "text">)
// Anything else throws: a predicate the stand-in cannot evaluate must fail the seed or the request
// loudly, never match (or not match) silently.
import type { Cart } from '@commercetools/platform-sdk';

export type CartPredicate = (cart: Pick<Cart, 'lineItems'>) => boolean;

const LINE_ITEM_ATTRIBUTE = /^lineItemExists\(\s*attributes\.([A-Za-z_][\w-]*)\s*=\s*(true|false|-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")\s*\)$/;

function literal(text: string): boolean | number | string {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text.startsWith('"')) return String(JSON.parse(text));
  return Number(text);
}

/** The predicate as a function of the cart; throws for a predicate outside the supported subset. */
export function parseCartPredicate(predicate: string): CartPredicate {
  const source = predicate.trim();
  if (source === 'true' || source === '1 = 1') return () => true;
  if (source === 'false') return () => false;
  const match = LINE_ITEM_ATTRIBUTE.exec(source);
  if (!match?.[1] || match[2] === undefined) throw new Error(`commerce stand-in: unsupported shipping method predicate ${JSON.stringify(predicate)}`);
  const name = match[1];
  const wanted = literal(match[2]);
  return (cart) => cart.lineItems.some((line) => line.variant.attributes?.some((attribute) => attribute.name === name && attribute.value === wanted));
}
