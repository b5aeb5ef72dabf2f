import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CartRequestSchema, cartErrorKey } from './actions.ts';

const refusal = (actions: unknown[]) => {
  const parsed = v.safeParse(CartRequestSchema, { actions });
  return parsed.success ? null : cartErrorKey(parsed.issues);
};

describe('CartRequestSchema: SKUs', () => {
  it('takes product SKUs, and guarantee SKUs added for a product', () => {
    expect(refusal([{ action: 'addLineItem', sku: 'EX10010001', quantity: 2 }])).toBeNull();
    expect(refusal([{ action: 'addLineItem', sku: '4100010', quantity: 1, parentSku: 'EX10010001' }])).toBeNull();
  });

  it('refuses what is neither, a guarantee without its product, a parent on a product, a guarantee as parent', () => {
    expect(refusal([{ action: 'addLineItem', sku: 'EX1001', quantity: 1 }])).toBe('unknown-sku');
    expect(refusal([{ action: 'addLineItem', sku: '4100010', quantity: 1 }])).toBe('unknown-sku');
    expect(refusal([{ action: 'addLineItem', sku: 'EX10010002', quantity: 1, parentSku: 'EX10010001' }])).toBe('unknown-sku');
    expect(refusal([{ action: 'addLineItem', sku: '4100010', quantity: 1, parentSku: '4100020' }])).toBe('unknown-sku');
  });
});
