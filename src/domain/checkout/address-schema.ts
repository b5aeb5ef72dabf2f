// The body of `PUT /api/checkout/addresses` (issue 13): the contact e-mail, the customer type, the billing
// address, the shipping address or 'same-as-billing', and the VAT ID. Every string has a maximum length,
// so a 10 KB field fails like any other wrong field. `checkCheckoutAddresses` names EVERY failed field by
// its path in the body ('billing.postalCode', 'shipping.streetNumber', 'email') with a message key; the
// worker turns the keys into the shopper's language.
//
// Our readings: `<` and `>` are refused in every free-text field of an address (names, company, street,
// city), not only in names — no real address needs them, and addresses travel on to commerce, e-mails
// and invoices whose rendering we do not control. Quotes and `&` stay allowed (O'Brien, Müller & Söhne).
// The body may say `netInvoice: true`: the contract has no other way for a company to ask for the net
// invoice that needs a VAT ID (spec part 1 §5).
import * as v from 'valibot';
import { COUNTRY_CODES, type CountryCode } from '../markets/countries.ts';
import { MAX_VAT_ID_INPUT_LENGTH } from '../vat/vat-id.ts';
import { isValidEmail, isValidPhone, MAX_EMAIL_LENGTH } from './contact.ts';
import { CUSTOMER_TYPES, netInvoiceVatIdError } from './customer-type.ts';
import { isValidPostalCode } from './postal-code.ts';
import { isValidStreetNumber } from './street-number.ts';

const CHECKOUT_MESSAGE_KEYS = [
  'checkout.error.field',
  'checkout.error.required',
  'checkout.error.too-long',
  'checkout.error.markup',
  'checkout.error.email',
  'checkout.error.phone',
  'checkout.error.streetNumber',
  'checkout.error.postalCode.billing',
  'checkout.error.postalCode.shipping',
  'checkout.error.country',
  'checkout.error.vatId.net-invoice',
] as const;
export type CheckoutMessageKey = (typeof CHECKOUT_MESSAGE_KEYS)[number];
const MESSAGE_KEYS: ReadonlySet<string> = new Set(CHECKOUT_MESSAGE_KEYS);
const isCheckoutMessageKey = (message: string): message is CheckoutMessageKey => MESSAGE_KEYS.has(message);

/** Longest accepted value per field: generous for real addresses, far below anything abusive. */
export const MAX_LENGTH = {
  salutation: 20,
  name: 60,
  company: 100,
  department: 100,
  streetName: 100,
  streetNumber: 20,
  additionalStreetInfo: 100,
  postalCode: 16,
  city: 60,
  phone: 32,
} as const;

export type AddressRole = 'billing' | 'shipping';

const NO_MARKUP = /^[^<>]*$/;

/**
 * A missing field is "required" (valibot reports a missing key as an issue of the object, with the
 * input undefined); a value of the wrong type is "not correct".
 */
const missingOrWrong = (issue: v.BaseIssue<unknown>) => (issue.input === undefined ? 'checkout.error.required' : 'checkout.error.field');
/** A string, trimmed, at most `max` characters. */
const text = (max: number) => v.pipe(v.string(missingOrWrong), v.trim(), v.maxLength(max, 'checkout.error.too-long'));
const optionalText = (max: number) => v.optional(v.pipe(text(max), v.regex(NO_MARKUP, 'checkout.error.markup')));
const requiredText = (max: number) => v.pipe(text(max), v.nonEmpty('checkout.error.required'), v.regex(NO_MARKUP, 'checkout.error.markup'));

function addressSchema(role: AddressRole, marketCountry: CountryCode) {
  return v.pipe(
    v.object(
      {
        salutation: optionalText(MAX_LENGTH.salutation),
        firstName: requiredText(MAX_LENGTH.name),
        lastName: requiredText(MAX_LENGTH.name),
        company: optionalText(MAX_LENGTH.company),
        department: optionalText(MAX_LENGTH.department),
        streetName: requiredText(MAX_LENGTH.streetName),
        streetNumber: v.pipe(
          requiredText(MAX_LENGTH.streetNumber),
          v.check((input) => isValidStreetNumber(marketCountry, input), 'checkout.error.streetNumber'),
        ),
        additionalStreetInfo: optionalText(MAX_LENGTH.additionalStreetInfo),
        // The postal code is checked against the market's country: the address country must be that one.
        postalCode: v.pipe(
          text(MAX_LENGTH.postalCode),
          v.transform((input) => input.toUpperCase()),
          v.check((input) => isValidPostalCode(marketCountry, input), `checkout.error.postalCode.${role}`),
        ),
        city: requiredText(MAX_LENGTH.city),
        country: v.pipe(
          v.picklist(COUNTRY_CODES, 'checkout.error.country'),
          v.check((input) => input === marketCountry, 'checkout.error.country'),
        ),
        phone: v.optional(v.pipe(text(MAX_LENGTH.phone), v.check(isValidPhone, 'checkout.error.phone'))),
      },
      missingOrWrong,
    ),
  );
}

function checkoutAddressesSchema(marketCountry: CountryCode) {
  const shippingAddress = addressSchema('shipping', marketCountry);
  return v.pipe(
    v.object(
      {
        email: v.pipe(text(MAX_EMAIL_LENGTH), v.nonEmpty('checkout.error.required'), v.check(isValidEmail, 'checkout.error.email')),
        customerType: v.picklist(CUSTOMER_TYPES, 'checkout.error.field'),
        billing: addressSchema('billing', marketCountry),
        // A string must be the one literal; anything else is checked as an address, field by field.
        shipping: v.lazy((input) => (typeof input === 'string' ? v.literal('same-as-billing', 'checkout.error.field') : shippingAddress)),
        vatId: v.optional(text(MAX_VAT_ID_INPUT_LENGTH)),
        netInvoice: v.optional(v.boolean('checkout.error.field')),
        // A signed-in customer's wish to keep a new address in the account (issue 15); a guest's is ignored.
        saveToAccount: v.optional(v.object({ billing: v.optional(v.boolean()), shipping: v.optional(v.boolean()) }, 'checkout.error.field')),
      },
      missingOrWrong,
    ),
    v.forward(
      v.partialCheck(
        [['customerType'], ['vatId'], ['netInvoice']],
        (input) => netInvoiceVatIdError(input) === null,
        'checkout.error.vatId.net-invoice',
      ),
      ['vatId'],
    ),
  );
}

export type CheckoutAddresses = v.InferOutput<ReturnType<typeof checkoutAddressesSchema>>;
export type FieldErrors = Partial<Record<string, CheckoutMessageKey>>;
export type CheckedAddresses = { ok: true; value: CheckoutAddresses } | { ok: false; fields: FieldErrors };

/** What a failed check says about the body as a whole (not an object at all) is filed under 'body'. */
const WHOLE_BODY = 'body';

function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? WHOLE_BODY;
    fields[path] ??= isCheckoutMessageKey(issue.message) ? issue.message : 'checkout.error.field';
  }
  return fields;
}

/**
 * The body checked against the market's country: its values (trimmed, postal code upper-cased), or EVERY
 * failed field by its path in the body ('billing.postalCode', 'shipping.streetNumber', 'vatId') with the
 * first reason found for it as a message key.
 */
export function checkCheckoutAddresses(input: unknown, marketCountry: CountryCode): CheckedAddresses {
  const result = v.safeParse(checkoutAddressesSchema(marketCountry), input);
  return result.success ? { ok: true, value: result.output } : { ok: false, fields: fieldErrorsOf(result.issues) };
}

export type CheckoutAddress = CheckoutAddresses['billing'];
export type CheckedAddress = { ok: true; value: CheckoutAddress } | { ok: false; fields: FieldErrors };

/**
 * One address on its own, by the checkout's rules for it (a saved address of the account, issue 15):
 * failed fields by their path in the address ('postalCode'), the postal code's message naming the role.
 */
export function checkAddress(input: unknown, role: AddressRole, marketCountry: CountryCode): CheckedAddress {
  const result = v.safeParse(addressSchema(role, marketCountry), input);
  return result.success ? { ok: true, value: result.output } : { ok: false, fields: fieldErrorsOf(result.issues) };
}
