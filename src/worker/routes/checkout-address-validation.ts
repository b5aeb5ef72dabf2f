// The addresses PUT asks the maps service about each address only where validation is switched on for
// the address's country (the domain's table — off in every market — or ADDRESS_VALIDATION_COUNTRIES).
// An address the service wants fixed comes back as field errors in the shopper's language, like any
// other failed field; a service that fails or is slow lets the address pass (the adapter logs it).
import type { Context } from 'hono';
import type { CheckoutAddresses } from '../../domain/checkout/address-schema.ts';
import { parseValidationCountries, validatesAddressesIn } from '../../domain/checkout/address-validation.ts';
import { isCountryCode } from '../../domain/markets/countries.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { localized } from '../api/localized.ts';
import { validateAddress } from '../services/address-validation/validate-address.ts';

/** The fields to correct by their path in the body ('shipping.streetName'), or null when none is. */
export async function addressFieldsToFix(c: Context<ApiEnv>, input: CheckoutAddresses): Promise<Record<string, string> | null> {
  const switchedOn = parseValidationCountries(c.env.ADDRESS_VALIDATION_COUNTRIES);
  const addresses = [['billing', input.billing] as const, ...(input.shipping === 'same-as-billing' ? [] : [['shipping', input.shipping] as const])];
  const checked = await Promise.all(
    addresses
      .filter(([, address]) => isCountryCode(address.country) && validatesAddressesIn(address.country, switchedOn))
      .map(async ([role, address]) => ({ role, check: await validateAddress(c.env, address) })),
  );
  const message = localized(c, 'checkout.error.address-unconfirmed');
  const fields = Object.fromEntries(
    checked.flatMap(({ role, check }) => (check.kind === 'fix' ? check.fields.map((field) => [`${role}.${field}`, message]) : [])),
  );
  return Object.keys(fields).length > 0 ? fields : null;
}
