// Private and company customers (spec part 1 §5 "Address submit"): a private customer has no VAT
// number, company or department — they are cleared, on the billing address and on a separate shipping
// address alike, so nothing a shopper typed before switching to private reaches the order. A company
// may buy with a gross invoice without a VAT ID, but a net invoice needs one.
export const CUSTOMER_TYPES = ['private', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

interface CompanyFields {
  company?: string | undefined;
  department?: string | undefined;
}

interface CustomerTypeInput<A extends CompanyFields> {
  customerType: CustomerType;
  vatId?: string | undefined;
  netInvoice?: boolean | undefined;
  billing: A;
  shipping: A | 'same-as-billing';
}

// Cleared by setting undefined (JSON and the commerce mapping leave such fields out), which keeps every
// other field of the caller's input and its type without a cast.
const withoutCompany = <A extends CompanyFields>(address: A): A => ({ ...address, company: undefined, department: undefined });

/** The input as it is stored: a private customer's VAT ID, company, department and net invoice cleared. */
export function clearPrivateCustomerFields<A extends CompanyFields, I extends CustomerTypeInput<A>>(input: I): I {
  if (input.customerType === 'company') return input;
  return {
    ...input,
    vatId: undefined,
    netInvoice: undefined,
    billing: withoutCompany(input.billing),
    shipping: input.shipping === 'same-as-billing' ? input.shipping : withoutCompany(input.shipping),
  };
}

/** The field that fails when a company asks for a net invoice without a VAT ID; null when none does. */
export function netInvoiceVatIdError(input: Pick<CustomerTypeInput<CompanyFields>, 'customerType' | 'vatId' | 'netInvoice'>): 'vatId' | null {
  const wantsNetInvoice = input.customerType === 'company' && input.netInvoice === true;
  return wantsNetInvoice && (input.vatId ?? '').trim() === '' ? 'vatId' : null;
}
