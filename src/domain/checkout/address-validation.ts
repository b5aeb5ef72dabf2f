// Address validation by a maps service (spec part 1 §5: "only in enabled countries"; part 2 §9: "Google
// address validation off for all listed markets"), as pure rules: where it runs, what is sent, and what
// a verdict means for the shopper. The adapter (src/worker/services/address-validation) does the call.
//
// Our readings:
// - Only a verdict whose next action is FIX (or, without one, an incomplete address) sends the shopper
//   back to the address: CONFIRM and ACCEPT pass, as the checkout has no "confirm this address" step.
// - A service failure never blocks the checkout: the address is taken as the shopper typed it.
// - The spec's 'Error on verdict' / 'Error on address' are the adapter's log lines for an answer without
//   a verdict or an address (the shopper reads nothing of them: the address simply passes).
import { ADDRESS_VALIDATION_ENABLED } from '../markets/country-rules.ts';
import { type CountryCode, isCountryCode } from '../markets/countries.ts';

/**
 * Countries switched on by configuration (`ADDRESS_VALIDATION_COUNTRIES`, comma-separated, empty in
 * every environment): a market can be tried in staging without a release, and a test can drive the
 * validation without the table changing. Unknown codes are ignored.
 */
export function parseValidationCountries(setting: string | undefined): ReadonlySet<CountryCode> {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(isCountryCode),
  );
}

export const validatesAddressesIn = (country: CountryCode, switchedOn: ReadonlySet<CountryCode>): boolean =>
  ADDRESS_VALIDATION_ENABLED[country] || switchedOn.has(country);

export interface ValidatedAddress {
  streetName?: string | undefined;
  streetNumber?: string | undefined;
  additionalStreetInfo?: string | undefined;
  postalCode?: string | undefined;
  city?: string | undefined;
  country: string;
}

/** The request's `addressLines`: street and number, extra street info, postal code and city. */
export function addressLinesOf(address: ValidatedAddress): string[] {
  const street = [address.streetName, address.streetNumber].filter(Boolean).join(' ');
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [street, address.additionalStreetInfo ?? '', place].filter((line) => line.trim() !== '');
}

/** The address fields a shopper can correct. */
export type CorrectableField = 'streetName' | 'streetNumber' | 'postalCode' | 'city';

/** The maps service's component types → our fields (premise is the house number in Europe). */
const FIELD_OF_COMPONENT: Readonly<Record<string, CorrectableField>> = {
  route: 'streetName',
  street_address: 'streetName',
  street_number: 'streetNumber',
  premise: 'streetNumber',
  postal_code: 'postalCode',
  locality: 'city',
  postal_town: 'city',
};

export interface AddressVerdict {
  possibleNextAction?: string | undefined;
  addressComplete?: boolean | undefined;
}

export interface AddressFindings {
  missingComponentTypes?: readonly string[] | undefined;
  unconfirmedComponentTypes?: readonly string[] | undefined;
}

export type AddressCheck = { kind: 'accepted' } | { kind: 'fix'; fields: CorrectableField[] } | { kind: 'couldNotValidate' };

/**
 * What the verdict asks of the shopper: nothing, or to fix the named fields (the street when the
 * service names none we know, so the shopper is pointed somewhere).
 */
export function checkOfVerdict(verdict: AddressVerdict, address: AddressFindings): AddressCheck {
  const fix = verdict.possibleNextAction ? verdict.possibleNextAction === 'FIX' : verdict.addressComplete !== true;
  if (!fix) return { kind: 'accepted' };
  const named = [...(address.missingComponentTypes ?? []), ...(address.unconfirmedComponentTypes ?? [])].flatMap(
    (type) => FIELD_OF_COMPONENT[type] ?? [],
  );
  return { kind: 'fix', fields: named.length > 0 ? [...new Set(named)] : ['streetName'] };
}
