import { describe, expect, it } from 'vitest';
import { addMoney } from './money.ts';

describe('addMoney', () => {
  it('adds amounts of one currency', () => {
    expect(
      addMoney({ centAmount: 681900, currencyCode: 'CZK', fractionDigits: 2 }, { centAmount: 6900, currencyCode: 'CZK', fractionDigits: 2 }),
    ).toEqual({
      centAmount: 688800,
      currencyCode: 'CZK',
      fractionDigits: 2,
    });
  });

  it('refuses to add two currencies or two precisions', () => {
    expect(
      addMoney({ centAmount: 100, currencyCode: 'EUR', fractionDigits: 2 }, { centAmount: 100, currencyCode: 'CZK', fractionDigits: 2 }),
    ).toBeNull();
    expect(
      addMoney({ centAmount: 100, currencyCode: 'HUF', fractionDigits: 0 }, { centAmount: 100, currencyCode: 'HUF', fractionDigits: 2 }),
    ).toBeNull();
  });
});
