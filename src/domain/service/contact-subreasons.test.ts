import { describe, expect, it } from 'vitest';
import { CONTACT_REASONS } from './contact-reasons.ts';
import { CONTACT_MODE_PRESETS, CONTACT_SUBREASONS, subreasonOf } from './contact-subreasons.ts';

describe('contact subreasons', () => {
  it('gives every reason of the spec subreasons, with unique kebab-case keys', () => {
    for (const reason of CONTACT_REASONS) {
      const keys = CONTACT_SUBREASONS[reason].map((subreason) => subreason.key);
      expect(keys.length).toBeGreaterThan(0);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('asks for the extras the spec names', () => {
    expect(subreasonOf('sales', 'discount-request')?.extras).toEqual(['productNumber', 'vatId', 'quantity', 'phone']);
    expect(subreasonOf('order', 'cancellation')?.extras).toEqual(['productNumber', 'invoiceNumber', 'orderNumber']);
    expect(subreasonOf('order', 'change-order')?.extras).toEqual(['productNumber', 'invoiceNumber', 'orderNumber']);
    expect(subreasonOf('sales', 'spare-parts-request')?.extras).toContain('productNumber');
    expect(subreasonOf('product-claim', 'missing-language-manual')?.extras).toContain('productNumber');
  });

  it('starts returns, invoice request and shipment status with their shortcut panel, and nothing else', () => {
    const withShortcut = CONTACT_REASONS.flatMap((reason) =>
      CONTACT_SUBREASONS[reason].filter((subreason) => subreason.shortcut).map((subreason) => `${reason}/${subreason.key}:${subreason.shortcut}`),
    );
    expect(withShortcut).toEqual(['shipment/shipment-status:shipment-status', 'invoice/invoice-request:invoice-request', 'returns/returns:returns']);
  });

  it("prefills the product page's modes with a subreason that asks for the product number", () => {
    expect(CONTACT_MODE_PRESETS).toEqual({
      manual: { reason: 'product-claim', subreason: 'missing-language-manual' },
      quote: { reason: 'sales', subreason: 'discount-request' },
      'spare-parts': { reason: 'sales', subreason: 'spare-parts-request' },
    });
    for (const { reason, subreason } of Object.values(CONTACT_MODE_PRESETS))
      expect(subreasonOf(reason, subreason)?.extras).toContain('productNumber');
  });

  it('knows no subreason of another reason', () => {
    expect(subreasonOf('sales', 'cancellation')).toBeUndefined();
  });
});
