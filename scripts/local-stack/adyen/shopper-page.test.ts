import { describe, expect, it } from 'vitest';
import { challengePage, shopperPage } from './shopper-page.ts';

const facts = { pspReference: 'LOCAL00000000001', merchantReference: '<ORDER>', method: 'scheme', amount: { currency: 'EUR', value: 12_345 } };

describe('Adyen stand-in shopper page', () => {
  it('offers every outcome as a named button of one form, with no script or external asset', () => {
    const html = shopperPage(facts);
    for (const [value, name] of [
      ['authorise', 'Authorise'],
      ['refuse', 'Refuse'],
      ['cancel', 'Cancel'],
      ['pending', 'Leave pending'],
      ['challenge', '3-D Secure'],
    ]) {
      expect(html).toContain(`<button type="submit" name="outcome" value="${value}">${name}</button>`);
    }
    expect(html).toContain('123.45 EUR');
    expect(html).toContain('&lt;ORDER&gt;');
    expect(html).not.toMatch(/<script|src=|href=/);
  });

  it('challenges with a Complete challenge button', () => {
    expect(challengePage(facts)).toContain('value="complete-challenge">Complete challenge</button>');
  });
});
