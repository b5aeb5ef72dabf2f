// What a registration keeps of the customer type and VAT ID (spec part 1 §3 Customer: vatId, custom
// customerType private/company). As at checkout, a private customer has no VAT ID, so one typed before
// switching to private is dropped; a company may register without one (it can buy with a gross invoice),
// and one it gives is normalised for the market's country as the VAT service expects it.
import type { CustomerType } from '../checkout/customer-type.ts';
import type { CountryCode } from '../markets/countries.ts';
import { normaliseVatId } from '../vat/vat-id.ts';

export interface CustomerTypeFields {
  customerType: CustomerType;
  vatId?: string;
}

export type RegistrationFields = { ok: true; fields: CustomerTypeFields } | { ok: false; field: 'vatId' };

export function registrationCustomerFields(
  input: { customerType: CustomerType; vatId?: string | undefined },
  country: CountryCode,
): RegistrationFields {
  const typed = input.vatId?.trim() ?? '';
  if (input.customerType === 'private' || typed === '') return { ok: true, fields: { customerType: input.customerType } };
  const vatId = normaliseVatId(country, typed);
  return vatId.ok ? { ok: true, fields: { customerType: 'company', vatId: vatId.vatId } } : { ok: false, field: 'vatId' };
}
