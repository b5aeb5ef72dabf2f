import type { Customer } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { duplicateIn } from './customer-uniqueness.ts';

const customer = (id: string, email: string, customerNumber?: string) => ({ id, email, ...(customerNumber ? { customerNumber } : {}) }) as Customer;
const customers = [customer('a', 'anna@example.com', '2900000000017'), customer('b', 'bert@example.com')];

describe('unique customer fields in the stand-in', () => {
  it('finds another customer’s e-mail (in any case) and customer number', () => {
    expect(duplicateIn([{ action: 'changeEmail', email: 'ANNA@example.com' }], 'b', customers)).toEqual({
      field: 'email',
      value: 'ANNA@example.com',
    });
    expect(duplicateIn([{ action: 'setCustomerNumber', customerNumber: '2900000000017' }], 'b', customers)).toEqual({
      field: 'customerNumber',
      value: '2900000000017',
    });
  });

  it('lets a customer keep their own values and take new ones', () => {
    expect(duplicateIn([{ action: 'changeEmail', email: 'anna@example.com' }], 'a', customers)).toBeNull();
    expect(
      duplicateIn(
        [
          { action: 'changeEmail', email: 'new@example.com' },
          { action: 'setFirstName', firstName: 'X' },
        ],
        'b',
        customers,
      ),
    ).toBeNull();
  });
});
