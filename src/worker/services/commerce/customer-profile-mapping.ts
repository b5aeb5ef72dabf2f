// commercetools' Customer as the shop sees it: the profile (CustomerProfile), the newsletter consents and
// the loyalty card number. The custom fields (type `customer-custom`, kv-seed/generate/types.ts) are
// parsed, never trusted: a field missing or of another type reads as its default.
import type { Customer } from '@commercetools/platform-sdk';
import * as v from 'valibot';
import type { Consents } from '../../../domain/account/consents.ts';
import type { CustomerProfile } from '../../../domain/account/customer.ts';
import { CUSTOMER_TYPES } from '../../../domain/checkout/customer-type.ts';

/** The key of the customers' custom type; its fields are the names below. */
export const CUSTOMER_TYPE_KEY = 'customer-custom';
export const CONSENT_FIELDS = { newsletter: 'newsletterConsent', sms: 'smsConsent', phone: 'phoneConsent' } as const;

const customFields = (customer: Customer): Record<string, unknown> => customer.custom?.fields ?? {};

export const toCustomerProfile = (customer: Customer): CustomerProfile => {
  const customerType = customFields(customer)['customerType'];
  return {
    id: customer.id,
    email: customer.email,
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    vatId: customer.vatId || null,
    customerType: v.is(v.picklist(CUSTOMER_TYPES), customerType) ? customerType : 'private',
    hasPassword: customer.authenticationMode !== 'ExternalAuth',
    version: customer.version,
  };
};

export const consentsOf = (customer: Customer): Consents => {
  const fields = customFields(customer);
  return {
    newsletter: fields[CONSENT_FIELDS.newsletter] === true,
    sms: fields[CONSENT_FIELDS.sms] === true,
    phone: fields[CONSENT_FIELDS.phone] === true,
  };
};

/** Whether the customer carries the custom type already (then fields are set one by one). */
export const hasCustomFields = (customer: Customer): boolean => customer.custom !== undefined;
