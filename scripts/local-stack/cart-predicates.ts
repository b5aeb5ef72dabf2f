// The few cart and line-item predicates the seed's discount codes use, evaluated as commercetools does
// (pure). The emulator stores predicates as text and never evaluates them; a predicate outside this small
// language is reported (not silently matched), so a seed that needs more fails loudly here.
//   always:     `1 = 1` or `true`
//   line:       `attributes.<name> = "<value>"` (plain text or enum key)
//   cart:       `lineItemExists(<line predicate>) = true`
import type { LineItem } from '@commercetools/platform-sdk';

const ALWAYS = /^\s*(1\s*=\s*1|true)\s*$/;
const ATTRIBUTE_EQUALS = /^\s*attributes\.([A-Za-z0-9_]+)\s*=\s*"([^"]*)"\s*$/;
const LINE_ITEM_EXISTS = /^\s*lineItemExists\((.*)\)\s*=\s*true\s*$/;

export class UnsupportedPredicate extends Error {
  constructor(predicate: string) {
    super(`local stack: the predicate ${JSON.stringify(predicate)} is not supported (scripts/local-stack/cart-predicates.ts)`);
    this.name = 'UnsupportedPredicate';
  }
}

const attributeValue = (line: Pick<LineItem, 'variant'>, name: string): string | undefined => {
  const value: unknown = line.variant.attributes?.find((attribute) => attribute.name === name)?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'key' in value && typeof value.key === 'string') return value.key;
  return undefined;
};

/** Whether a line item matches a line-item (target) predicate. */
export const lineMatches = (predicate: string, line: Pick<LineItem, 'variant'>): boolean => {
  if (ALWAYS.test(predicate)) return true;
  const equals = ATTRIBUTE_EQUALS.exec(predicate);
  if (equals?.[1] !== undefined && equals[2] !== undefined) return attributeValue(line, equals[1]) === equals[2];
  throw new UnsupportedPredicate(predicate);
};

/** Whether a cart with these line items matches a cart predicate; no predicate matches every cart. */
export const cartMatches = (predicate: string | undefined, lineItems: readonly Pick<LineItem, 'variant'>[]): boolean => {
  if (predicate === undefined || ALWAYS.test(predicate)) return true;
  const exists = LINE_ITEM_EXISTS.exec(predicate);
  if (exists?.[1] !== undefined) {
    const inner = exists[1];
    return lineItems.some((line) => lineMatches(inner, line));
  }
  throw new UnsupportedPredicate(predicate);
};
