// A change of the profile (spec part 1 §3 Customer: "Updatable: email, vatId, firstName, lastName", plus the
// custom customerType), checked field by field so the form can show each error at its field. The body is
// read loosely (any JSON object up to the account body limit) and checked here, like the checkout's addresses.
import * as v from 'valibot';
import { CUSTOMER_TYPES, type CustomerType } from '../checkout/customer-type.ts';
import type { CountryCode } from '../markets/countries.ts';
import { MAX_VAT_ID_INPUT_LENGTH, normaliseVatId } from '../vat/vat-id.ts';
import { MAX_NAME_LENGTH } from './credentials.ts';
import type { CustomerProfile } from './customer.ts';

const MAX_EMAIL_LENGTH = 254;

export const PROFILE_FIELDS = ['version', 'email', 'firstName', 'lastName', 'vatId', 'customerType'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Message keys (src/locales `account.error.*`) of a refused profile field. */
export type ProfileErrorKey =
  | 'malformed'
  | 'invalid-email'
  | 'invalid-name'
  | 'name-characters'
  | 'vat-id-too-short'
  | 'vat-id-too-long'
  | 'invalid-customer-type'
  // Found by commerce only, at the save: another customer has the address.
  | 'email-in-use';

export interface ProfileChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** null clears it. */
  vatId?: string | null;
  customerType?: CustomerType;
}

export type ProfileUpdateCheck =
  | { ok: true; version: number; changes: ProfileChanges }
  | { ok: false; fields: Partial<Record<ProfileField, ProfileErrorKey>> };

const email = v.pipe(v.string(), v.trim(), v.maxLength(MAX_EMAIL_LENGTH), v.email(), v.toLowerCase());
// Markup and control characters have no place in a name: refused, never stored to be shown somewhere else.
const NOT_IN_NAMES = /[<>\p{Cc}]/u;
const name = v.pipe(v.string('invalid-name'), v.trim(), v.minLength(1, 'invalid-name'), v.maxLength(MAX_NAME_LENGTH, 'invalid-name'));

type FieldResult<T> = { ok: true; value: T } | { ok: false; error: ProfileErrorKey };

function checkName(value: unknown): FieldResult<string> {
  const parsed = v.safeParse(name, value);
  if (!parsed.success) return { ok: false, error: 'invalid-name' };
  return NOT_IN_NAMES.test(parsed.output) ? { ok: false, error: 'name-characters' } : { ok: true, value: parsed.output };
}

function checkVatId(value: unknown, country: CountryCode): FieldResult<string | null> {
  if (value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, error: 'malformed' };
  if (value.length > MAX_VAT_ID_INPUT_LENGTH) return { ok: false, error: 'vat-id-too-long' };
  if (value.trim() === '') return { ok: true, value: null };
  const normalised = normaliseVatId(country, value);
  return normalised.ok ? { ok: true, value: normalised.vatId } : { ok: false, error: 'vat-id-too-short' };
}

function checkField(field: Exclude<ProfileField, 'version'>, value: unknown, country: CountryCode): FieldResult<string | null> {
  switch (field) {
    case 'email': {
      const parsed = v.safeParse(email, value);
      return parsed.success ? { ok: true, value: parsed.output } : { ok: false, error: 'invalid-email' };
    }
    case 'firstName':
    case 'lastName':
      return checkName(value);
    case 'vatId':
      return checkVatId(value, country);
    case 'customerType':
      return v.is(v.picklist(CUSTOMER_TYPES), value) ? { ok: true, value } : { ok: false, error: 'invalid-customer-type' };
  }
}

const isCustomerType = (value: string | null): value is CustomerType => CUSTOMER_TYPES.some((type) => type === value);

/** The body of `PUT /api/account/profile`: a version and any of the updatable fields; VAT IDs by the market's country. */
export function checkProfileUpdate(body: unknown, country: CountryCode): ProfileUpdateCheck {
  if (!v.is(v.record(v.string(), v.unknown()), body)) return { ok: false, fields: { version: 'malformed' } };
  const fields: Partial<Record<ProfileField, ProfileErrorKey>> = {};
  const changes: ProfileChanges = {};
  const version = body['version'];
  if (!v.is(v.pipe(v.number(), v.integer(), v.minValue(1)), version)) fields.version = 'malformed';
  for (const field of PROFILE_FIELDS) {
    if (field === 'version' || body[field] === undefined) continue;
    const result = checkField(field, body[field], country);
    if (!result.ok) fields[field] = result.error;
    else if (field === 'customerType') {
      if (isCustomerType(result.value)) changes.customerType = result.value;
    } else if (field === 'vatId') changes.vatId = result.value;
    else if (result.value !== null) changes[field] = result.value;
  }
  if (Object.keys(fields).length > 0 || typeof version !== 'number') return { ok: false, fields };
  return { ok: true, version, changes };
}

/**
 * What actually changes: only fields whose value differs. A private customer has no VAT ID (as in the
 * checkout, customer-type.ts): becoming private, or staying private, clears it.
 */
export function profileDifferences(current: CustomerProfile, changes: ProfileChanges): ProfileChanges {
  const customerType = changes.customerType ?? current.customerType;
  const wanted: ProfileChanges = { ...changes, ...(customerType === 'private' ? { vatId: null } : {}) };
  const differences: ProfileChanges = {};
  if (wanted.email !== undefined && wanted.email !== current.email) differences.email = wanted.email;
  if (wanted.firstName !== undefined && wanted.firstName !== current.firstName) differences.firstName = wanted.firstName;
  if (wanted.lastName !== undefined && wanted.lastName !== current.lastName) differences.lastName = wanted.lastName;
  if (wanted.vatId !== undefined && wanted.vatId !== current.vatId) differences.vatId = wanted.vatId;
  if (wanted.customerType !== undefined && wanted.customerType !== current.customerType) differences.customerType = wanted.customerType;
  return differences;
}
