import { describe, expect, it } from 'vitest';
import { quickAddOffered } from './quick-add.ts';

describe('quick add to cart', () => {
  it('is not offered in Austria and Germany', () => {
    expect(quickAddOffered('AT', { stock: 10 })).toBe(false);
    expect(quickAddOffered('DE', { stock: 10 })).toBe(false);
  });

  it('is offered elsewhere for a card in stock', () => {
    expect(quickAddOffered('CH', { stock: 3 })).toBe(true);
    expect(quickAddOffered('SK', { stock: 1 })).toBe(true);
  });

  it('is not offered where online ordering is closed (Ireland)', () => {
    expect(quickAddOffered('IE', { stock: 10 })).toBe(false);
  });

  it('is not offered for a card out of stock', () => {
    expect(quickAddOffered('SK', { stock: 0 })).toBe(false);
  });
});
