import { describe, expect, it } from 'vitest';
import { bankTransferReference, isOrderNumber, newOrderNumber, shownOrderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('are NS and ten digits', () => {
    const number = newOrderNumber((length) => Uint8Array.from({ length }, (_, index) => index * 27));
    expect(number).toBe('NS0741852963');
    expect(isOrderNumber(number)).toBe(true);
  });
  it('refuses anything else as an order number', () => {
    for (const value of ['', 'NS123', 'ns0741852963', 'NS07418529630', '0741852963', 'NS074185296x']) expect(isOrderNumber(value)).toBe(false);
  });
  it('drops the NS prefix in the Czech shop only', () => {
    expect(shownOrderNumber('NS0741852963', 'CZ')).toBe('0741852963');
    expect(shownOrderNumber('NS0741852963', 'SK')).toBe('NS0741852963');
  });
  it('gives Slovak and Czech transfers a variable symbol of digits only, others the order number', () => {
    expect(bankTransferReference('NS0741852963', 'SK')).toBe('0741852963');
    expect(bankTransferReference('NS0741852963', 'CZ')).toBe('0741852963');
    expect(bankTransferReference('NS0741852963', 'DE')).toBe('NS0741852963');
    expect(bankTransferReference('NS0741852963', 'AT')).toBe('NS0741852963');
  });
});
