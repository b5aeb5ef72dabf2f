// The fields of an address a shopper types (spec part 1 §3 "Address"), in the order forms show them. The
// country is the market's and the VAT ID belongs to the billing address only, so neither is here.
import type { CartAddress } from '../cart/types.ts';

export const ADDRESS_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'company',
  'department',
  'streetName',
  'streetNumber',
  'additionalStreetInfo',
  'postalCode',
  'city',
  'phone',
] as const satisfies readonly (keyof CartAddress)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
