// The signed-in customer's saved addresses in commercetools (spec part 2 §7.1 address add / delete /
// update / setDefault, for billing and for shipping): the customer's `addresses` with the ids of the
// shipping and billing ones and a default of each, changed by customer update actions that carry the
// customer's version. Vendor types stop here; callers get the domain's AddressBook.
//
// Our readings:
// - A new address gets the key postal code + timestamp (spec) and becomes the default of its kind when
//   the customer has none yet, so the checkout starts with it.
// - An address in both lists (a customer created elsewhere may have one) is removed only from the list
//   it is deleted from; it is edited as the one address it is.
// - The version is compared with the customer's before anything is sent, as commercetools compares it
//   (the local emulator skips that check for an update that changes nothing).
import type { Address, BaseAddress, Customer, CustomerUpdateAction } from '@commercetools/platform-sdk';
import { type AddressBook, type AddressKind, newAddressKey, type SavedAddress } from '../../../domain/account/saved-address.ts';
import type { CheckoutAddress } from '../../../domain/checkout/address-schema.ts';
import { sameAddress } from '../../../domain/checkout/checkout-state.ts';
import type { CheckoutCustomer } from '../../../domain/checkout/saved-address-prefill.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { CommerceError, execute } from './execute.ts';
import { logError, logWarn } from '../observability/log.ts';

export interface CustomerRef {
  env: Env;
  storeKey: string;
  customerId: string;
}

/** What a change comes to: the book after it, or why not (the current book with a version conflict). */
export type AddressChange =
  | { ok: true; book: AddressBook }
  | { ok: false; reason: 'version-conflict'; book: AddressBook }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'failed' };

const customerResource = ({ env, storeKey, customerId }: CustomerRef) =>
  commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey }).customers().withId({ ID: customerId });

const text = (value: string | undefined): string | undefined => (value === undefined || value === '' ? undefined : value);

function savedAddress(address: Address): SavedAddress {
  return {
    id: address.id ?? '',
    key: address.key ?? null,
    salutation: text(address.salutation),
    firstName: text(address.firstName),
    lastName: text(address.lastName),
    company: text(address.company),
    department: text(address.department),
    streetName: text(address.streetName),
    streetNumber: text(address.streetNumber),
    additionalStreetInfo: text(address.additionalStreetInfo),
    postalCode: text(address.postalCode),
    city: text(address.city),
    country: address.country,
    phone: text(address.phone),
  };
}

function addressBookOf(customer: Customer): AddressBook {
  const listed = (ids: readonly string[] | undefined) =>
    (ids ?? []).flatMap((id) => {
      const address = customer.addresses.find((candidate) => candidate.id === id);
      return address ? [savedAddress(address)] : [];
    });
  return {
    version: customer.version,
    shipping: listed(customer.shippingAddressIds),
    billing: listed(customer.billingAddressIds),
    defaultShippingAddressId: customer.defaultShippingAddressId ?? null,
    defaultBillingAddressId: customer.defaultBillingAddressId ?? null,
  };
}

const readCustomer = (ref: CustomerRef): Promise<Customer> => execute(customerResource(ref).get());

export async function addressBook(ref: CustomerRef): Promise<AddressBook> {
  return addressBookOf(await readCustomer(ref));
}

/** The customer as the checkout starts from it: e-mail, names and saved addresses. */
export async function checkoutCustomer(ref: CustomerRef): Promise<CheckoutCustomer> {
  const customer = await readCustomer(ref);
  return { email: customer.email, firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', book: addressBookOf(customer) };
}

/** The address as commercetools stores it: the fields given, none empty. */
function draftOf(address: CheckoutAddress, key: string | undefined): BaseAddress {
  const { country, ...fields } = address;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
  return { ...given, country, ...(key ? { key } : {}) };
}

const idsOfKind = (customer: Customer, kind: AddressKind) => (kind === 'shipping' ? customer.shippingAddressIds : customer.billingAddressIds) ?? [];
const defaultOfKind = (customer: Customer, kind: AddressKind) =>
  kind === 'shipping' ? customer.defaultShippingAddressId : customer.defaultBillingAddressId;

function listAction(kind: AddressKind, address: { addressKey: string }): CustomerUpdateAction {
  return kind === 'shipping' ? { action: 'addShippingAddressId', ...address } : { action: 'addBillingAddressId', ...address };
}

function defaultAction(kind: AddressKind, address: { addressId: string } | { addressKey: string }): CustomerUpdateAction {
  return kind === 'shipping' ? { action: 'setDefaultShippingAddress', ...address } : { action: 'setDefaultBillingAddress', ...address };
}

type Operation = 'add' | 'update' | 'delete' | 'set-default';

/**
 * Reads the customer, lets `plan` turn it into update actions (null: the id is not one of theirs) and
 * sends them with the caller's version. A version other than the customer's is a conflict, answered
 * with the current book; another refusal of commercetools is logged and answered as a failure.
 */
async function change(
  ref: CustomerRef,
  version: number,
  operation: Operation,
  plan: (customer: Customer) => CustomerUpdateAction[] | null,
): Promise<AddressChange> {
  const customer = await readCustomer(ref);
  const actions = plan(customer);
  if (!actions) return { ok: false, reason: 'not-found' };
  if (customer.version !== version) return { ok: false, reason: 'version-conflict', book: addressBookOf(customer) };
  try {
    return { ok: true, book: addressBookOf(await execute(customerResource(ref).post({ body: { version, actions } }))) };
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    if (error.statusCode === 409) return { ok: false, reason: 'version-conflict', book: await addressBook(ref) };
    logError(`customer address ${operation} refused by commerce`, error.code, error.message);
    return { ok: false, reason: 'failed' };
  }
}

export interface NewAddress {
  kind: AddressKind;
  version: number;
  address: CheckoutAddress;
}

export function addAddress(ref: CustomerRef, { kind, version, address }: NewAddress): Promise<AddressChange> {
  const addressKey = newAddressKey(address.postalCode, Date.now());
  return change(ref, version, 'add', (customer) => [
    { action: 'addAddress', address: draftOf(address, addressKey) },
    listAction(kind, { addressKey }),
    ...(defaultOfKind(customer, kind) ? [] : [defaultAction(kind, { addressKey })]),
  ]);
}

export interface AddressOfKind {
  kind: AddressKind;
  version: number;
  id: string;
}

/** The customer's address with this id, when it is one of the kind's. */
const addressOfKind = (customer: Customer, kind: AddressKind, id: string): Address | undefined =>
  idsOfKind(customer, kind).includes(id) ? customer.addresses.find((address) => address.id === id) : undefined;

export function updateAddress(
  ref: CustomerRef,
  { kind, version, id, address }: AddressOfKind & { address: CheckoutAddress },
): Promise<AddressChange> {
  return change(ref, version, 'update', (customer) => {
    const current = addressOfKind(customer, kind, id);
    // The key stays: changeAddress replaces the whole address.
    return current ? [{ action: 'changeAddress', addressId: id, address: draftOf(address, current.key) }] : null;
  });
}

export function deleteAddress(ref: CustomerRef, { kind, version, id }: AddressOfKind): Promise<AddressChange> {
  return change(ref, version, 'delete', (customer) => {
    if (!addressOfKind(customer, kind, id)) return null;
    const other: AddressKind = kind === 'shipping' ? 'billing' : 'shipping';
    if (!idsOfKind(customer, other).includes(id)) return [{ action: 'removeAddress', addressId: id }];
    return [kind === 'shipping' ? { action: 'removeShippingAddressId', addressId: id } : { action: 'removeBillingAddressId', addressId: id }];
  });
}

export function setDefaultAddress(ref: CustomerRef, { kind, version, id }: AddressOfKind): Promise<AddressChange> {
  return change(ref, version, 'set-default', (customer) => (addressOfKind(customer, kind, id) ? [defaultAction(kind, { addressId: id })] : null));
}

/**
 * Keeps addresses typed in checkout in the account (the customer ticked the box): each one not saved
 * in its list already, with the customer's current version; one address given for both lists is saved
 * once and listed in both. Returns whether they are kept; a refusal is logged.
 */
export async function keepCheckoutAddresses(
  ref: CustomerRef,
  addresses: readonly { kind: AddressKind; address: CheckoutAddress }[],
): Promise<boolean> {
  const customer = await readCustomer(ref);
  const book = addressBookOf(customer);
  const added: { address: CheckoutAddress; addressKey: string }[] = [];
  const now = Date.now();
  const actions = addresses.flatMap(({ kind, address }): CustomerUpdateAction[] => {
    if ((kind === 'shipping' ? book.shipping : book.billing).some((saved) => sameAddress(saved, address))) return [];
    const earlier = added.find((candidate) => sameAddress(candidate.address, address));
    const addressKey = earlier?.addressKey ?? newAddressKey(address.postalCode, now + added.length);
    if (!earlier) added.push({ address, addressKey });
    return [
      ...(earlier ? [] : [{ action: 'addAddress', address: draftOf(address, addressKey) } as const]),
      listAction(kind, { addressKey }),
      ...(defaultOfKind(customer, kind) ? [] : [defaultAction(kind, { addressKey })]),
    ];
  });
  if (actions.length === 0) return true;
  try {
    await execute(customerResource(ref).post({ body: { version: customer.version, actions } }));
    return true;
  } catch (error) {
    if (!(error instanceof CommerceError)) throw error;
    logWarn('checkout addresses not kept in the account: commerce refused them', error.code, error.message);
    return false;
  }
}
