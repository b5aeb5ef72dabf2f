import { describe, expect, it } from 'vitest';
import { clearPrivateCustomerFields, netInvoiceVatIdError } from './customer-type.ts';

const address = { firstName: 'Jana', company: 'Acme s.r.o.', department: 'Nákup', city: 'Bratislava' };

describe('clearPrivateCustomerFields', () => {
  it("clears a private customer's VAT ID, net invoice, company and department on both addresses", () => {
    const cleared = clearPrivateCustomerFields({
      email: 'jana@example.sk',
      customerType: 'private',
      vatId: 'SK2020123456',
      netInvoice: true,
      billing: address,
      shipping: { ...address, city: 'Košice' },
    });
    expect(JSON.parse(JSON.stringify(cleared))).toEqual({
      email: 'jana@example.sk',
      customerType: 'private',
      billing: { firstName: 'Jana', city: 'Bratislava' },
      shipping: { firstName: 'Jana', city: 'Košice' },
    });
  });

  it('keeps same-as-billing as it is', () => {
    const cleared = clearPrivateCustomerFields({ customerType: 'private', billing: address, shipping: 'same-as-billing' });
    expect(cleared.shipping).toBe('same-as-billing');
    expect(cleared.billing.company).toBeUndefined();
  });

  it("leaves a company's input unchanged", () => {
    const input = { customerType: 'company', vatId: 'SK2020123456', billing: address, shipping: 'same-as-billing' } as const;
    expect(clearPrivateCustomerFields(input)).toEqual(input);
  });
});

describe('netInvoiceVatIdError', () => {
  it('names the VAT ID when a company wants a net invoice without one', () => {
    expect(netInvoiceVatIdError({ customerType: 'company', netInvoice: true })).toBe('vatId');
    expect(netInvoiceVatIdError({ customerType: 'company', netInvoice: true, vatId: '  ' })).toBe('vatId');
  });

  it('passes a company with a VAT ID, a company taking a gross invoice, and a private customer', () => {
    expect(netInvoiceVatIdError({ customerType: 'company', netInvoice: true, vatId: 'SK2020123456' })).toBeNull();
    expect(netInvoiceVatIdError({ customerType: 'company' })).toBeNull();
    expect(netInvoiceVatIdError({ customerType: 'private', netInvoice: true })).toBeNull();
  });
});
