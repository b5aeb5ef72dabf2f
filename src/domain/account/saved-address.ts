// A customer's saved addresses (spec part 1 §3 Address and Customer; part 2 §7.1 address add / delete /
// update / setDefault, for billing and for shipping): the checkout's address fields plus the address's id
// and key, kept in two lists with a default each. The account pages and the checkout read this shape.
import * as v from 'valibot';
import { CartAddressSchema } from '../cart/types.ts';

export const ADDRESS_KINDS = ['shipping', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

const { vatId: _vatIdIsTheCartsOwn, ...addressFields } = CartAddressSchema.entries;

export const SavedAddressSchema = v.object({ ...addressFields, id: v.string(), key: v.nullable(v.string()) });
export type SavedAddress = v.InferOutput<typeof SavedAddressSchema>;

export const AddressBookSchema = v.object({
  /** The customer's version: every change of an address carries it (spec part 2 §7.1). */
  version: v.number(),
  shipping: v.array(SavedAddressSchema),
  billing: v.array(SavedAddressSchema),
  defaultShippingAddressId: v.nullable(v.string()),
  defaultBillingAddressId: v.nullable(v.string()),
});
export type AddressBook = v.InferOutput<typeof AddressBookSchema>;

/** commercetools keys allow letters, digits, `-` and `_` only (2 to 256 characters). */
const NOT_IN_A_KEY = /[^A-Za-z0-9]/g;

/**
 * The key of a new address: its postal code plus a timestamp (spec part 2 §7.1), e.g. `81101-1763920000000`.
 * The postal code loses its spaces and dashes, which a commercetools key cannot hold.
 */
export function newAddressKey(postalCode: string, nowMs: number): string {
  return `${postalCode.replace(NOT_IN_A_KEY, '')}-${Math.trunc(nowMs)}`;
}
