// The addresses form as values: what the cart has stored (the checkout state) overlaid with what the
// shopper typed and has not stored yet (the draft). The draft is all the form keeps itself, so another
// tab's stored change shows here at once in every field this tab has not edited, and a reload restores
// the edits from sessionStorage (one draft per cart) while the stored values come from the cart.
import * as v from 'valibot';
import { ADDRESS_FIELDS, type AddressField } from '../../domain/checkout/address-fields.ts';
import type { CustomerType } from '../../domain/checkout/customer-type.ts';
import type { CountryCode } from '../../domain/markets/countries.ts';
import type { CheckoutState } from './checkout-schema.ts';

export type AddressRole = 'billing' | 'shipping';
export type FieldPath = 'email' | 'customerType' | 'shippingAddressType' | 'vatId' | `${AddressRole}.${AddressField}`;

const FIELD_PATHS: ReadonlySet<string> = new Set<string>([
  'email',
  'customerType',
  'shippingAddressType',
  'vatId',
  ...ADDRESS_FIELDS.flatMap((field) => [`billing.${field}`, `shipping.${field}`]),
]);
const isFieldPath = (path: string): path is FieldPath => FIELD_PATHS.has(path);

/** Edits not stored yet, by field. */
export type Draft = Partial<Record<FieldPath, string>>;

/** The value the cart holds for a field ('' when none). */
function storedValue(state: CheckoutState, path: FieldPath): string {
  if (path === 'email') return state.email ?? '';
  if (path === 'customerType') return state.customerType;
  if (path === 'shippingAddressType') return state.shippingAddressType;
  if (path === 'vatId') return state.vat.vatId ?? state.billing?.vatId ?? '';
  const role: AddressRole = path.startsWith('billing.') ? 'billing' : 'shipping';
  const field = ADDRESS_FIELDS.find((name) => path === `${role}.${name}`);
  if (!field) return '';
  // A shipping address stored as "same as billing" is the billing one: a new different address starts empty.
  if (role === 'shipping' && state.shippingAddressType === 'same-as-billing') return '';
  return state[role]?.[field] ?? '';
}

export const fieldValue = (state: CheckoutState, draft: Draft, path: FieldPath): string => draft[path] ?? storedValue(state, path);

export const customerTypeOfForm = (state: CheckoutState, draft: Draft): CustomerType =>
  fieldValue(state, draft, 'customerType') === 'company' ? 'company' : 'private';

export const shipsToBilling = (state: CheckoutState, draft: Draft): boolean =>
  fieldValue(state, draft, 'shippingAddressType') !== 'different-from-billing';

/** One address of the form as it stands (the cart's values overlaid with the draft). */
export function addressOf(state: CheckoutState, draft: Draft, role: AddressRole, country: CountryCode) {
  const address: Partial<Record<AddressField, string>> & { country: CountryCode } = { country };
  for (const field of ADDRESS_FIELDS) address[field] = fieldValue(state, draft, `${role}.${field}`);
  return address;
}

/** The body of `PUT /api/checkout/addresses`. A private customer's company fields are cleared by the server (the domain's rule). */
export function addressesBody(state: CheckoutState, draft: Draft, country: CountryCode) {
  const customerType = customerTypeOfForm(state, draft);
  const vatId = fieldValue(state, draft, 'vatId').trim();
  return {
    email: fieldValue(state, draft, 'email'),
    customerType,
    billing: addressOf(state, draft, 'billing', country),
    shipping: shipsToBilling(state, draft) ? 'same-as-billing' : addressOf(state, draft, 'shipping', country),
    ...(customerType === 'company' && vatId ? { vatId } : {}),
    // A cart priced net is a net invoice: the server then insists on the VAT ID (spec part 1 §5).
    ...(customerType === 'company' && state.vat.netPrices ? { netInvoice: true } : {}),
  };
}

const draftKey = (cartId: string): string => `checkout-draft:${cartId}`;
const DraftSchema = v.record(v.string(), v.string());

/** The draft kept for this cart in this tab; empty when there is none or it cannot be read. */
export function readDraft(cartId: string): Draft {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(draftKey(cartId));
    const parsed = v.safeParse(DraftSchema, text === null ? {} : JSON.parse(text));
    if (!parsed.success) return {};
    return Object.fromEntries(Object.entries(parsed.output).filter(([path]) => isFieldPath(path)));
  } catch (error) {
    console.warn('checkout draft unreadable: starting from the stored values', error);
    return {};
  }
}

export function writeDraft(cartId: string, draft: Draft): void {
  try {
    if (Object.keys(draft).length === 0) window.sessionStorage.removeItem(draftKey(cartId));
    else window.sessionStorage.setItem(draftKey(cartId), JSON.stringify(draft));
  } catch (error) {
    // Private modes and full storage refuse: the form still works, only a reload loses the edits.
    console.warn('checkout draft not kept', error);
  }
}
