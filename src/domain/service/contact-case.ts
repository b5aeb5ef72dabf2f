// A customer-service case as the form sends it, checked field by field (spec part 1 §5 "Service form":
// reason, subreason, contact name, e-mail, subject and description required; the subreason's extras
// required when shown; product number the SKU's digits; quantity ignores the cart's maximum; phone an
// optional plus and at least 8 digits). The browser runs the same schema before sending, the worker again
// on what arrives; each refusal is an error code at its field (`contact.error.{code}` in src/locales).
import * as v from 'valibot';
import { isProductSku, skuFromProductNumber } from '../catalogue/sku.ts';
import { isValidEmail, isValidPhone, MAX_EMAIL_LENGTH } from '../checkout/contact.ts';
import type { CountryCode } from '../markets/countries.ts';
import { MAX_VAT_ID_INPUT_LENGTH, normaliseVatId } from '../vat/vat-id.ts';
import { CONTACT_REASONS, type ContactReason } from './contact-reasons.ts';
import { type ContactExtra, subreasonOf } from './contact-subreasons.ts';

export const MAX_DESCRIPTION_LENGTH = 5_000;
export const MAX_FIELD_LENGTH = 200;
/** Quantities are whole pieces; nine digits is far beyond any order, and keeps the number exact. */
const QUANTITY = /^[1-9]\d{0,8}$/;

export const CONTACT_FIELDS = [
  'reason',
  'subreason',
  'name',
  'company',
  'email',
  'phone',
  'subject',
  'description',
  'productNumber',
  'quantity',
  'orderNumber',
  'invoiceNumber',
  'vatId',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactErrorCode =
  | 'malformed'
  | 'required'
  | 'too-long'
  | 'unknown-reason'
  | 'unknown-subreason'
  | 'invalid-email'
  | 'invalid-phone'
  | 'invalid-product-number'
  | 'invalid-quantity'
  | 'invalid-vat-id';

/** A checked case: every text trimmed, '' where not given; extras the subreason does not ask for are dropped. */
export interface ContactCase extends Record<ContactField, string> {
  reason: ContactReason;
}

const text = (max: number) =>
  v.optional(v.pipe(v.string('malformed' satisfies ContactErrorCode), v.trim(), v.maxLength(max, 'too-long' satisfies ContactErrorCode)), '');
const required = (max: number) => v.pipe(text(max), v.nonEmpty('required' satisfies ContactErrorCode));
const when = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);

/** `10012345`, `EX10012345` or `ex 1001 2345` → `EX10012345`; anything else is left for the check to refuse. */
export function productSkuOf(input: string): string {
  const digits = input.toUpperCase().replace(/\s/g, '').replace(/^EX/, '');
  return skuFromProductNumber(digits);
}

const requires = (reason: ContactReason, subreason: string, extra: ContactExtra): boolean =>
  subreasonOf(reason, subreason)?.extras.includes(extra) ?? false;

/** The whole case for a shop in `country` (the VAT ID gets that country's prefix rules). */
export function contactCaseSchema(country: CountryCode) {
  const vatIdOf = (value: string): string => {
    const normalised = value === '' ? null : normaliseVatId(country, value);
    return normalised?.ok ? normalised.vatId : '';
  };
  return v.pipe(
    v.object({
      reason: v.pipe(required(MAX_FIELD_LENGTH), v.picklist(CONTACT_REASONS, 'unknown-reason' satisfies ContactErrorCode)),
      subreason: required(MAX_FIELD_LENGTH),
      name: required(MAX_FIELD_LENGTH),
      company: text(MAX_FIELD_LENGTH),
      email: v.pipe(required(MAX_EMAIL_LENGTH), v.check(isValidEmail, 'invalid-email' satisfies ContactErrorCode)),
      phone: v.pipe(text(MAX_FIELD_LENGTH), v.check(isValidPhone, 'invalid-phone' satisfies ContactErrorCode)),
      subject: required(MAX_FIELD_LENGTH),
      description: required(MAX_DESCRIPTION_LENGTH),
      productNumber: v.pipe(
        text(MAX_FIELD_LENGTH),
        v.check(
          when((value) => isProductSku(productSkuOf(value))),
          'invalid-product-number' satisfies ContactErrorCode,
        ),
      ),
      quantity: v.pipe(text(MAX_FIELD_LENGTH), v.check(when(QUANTITY.test.bind(QUANTITY)), 'invalid-quantity' satisfies ContactErrorCode)),
      orderNumber: text(MAX_FIELD_LENGTH),
      invoiceNumber: text(MAX_FIELD_LENGTH),
      vatId: v.pipe(
        text(MAX_VAT_ID_INPUT_LENGTH),
        v.check(
          when((value) => normaliseVatId(country, value).ok),
          'invalid-vat-id' satisfies ContactErrorCode,
        ),
      ),
    }),
    // The subreason must be one of the reason's, and its extras are required: checked once reason and
    // subreason themselves passed, each refusal at its own field.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const failed = new Set(dataset.issues?.map((issue) => issue.path?.[0]?.key));
      const input = dataset.value;
      if (failed.has('reason') || failed.has('subreason')) return;
      const at = (key: ContactField): [v.ObjectPathItem] => [{ type: 'object', origin: 'value', input, key, value: input[key] }];
      const subreason = subreasonOf(input.reason, input.subreason);
      if (!subreason) {
        addIssue({ message: 'unknown-subreason' satisfies ContactErrorCode, path: at('subreason') });
        return;
      }
      for (const extra of subreason.extras) {
        if (!failed.has(extra) && input[extra] === '') addIssue({ message: 'required' satisfies ContactErrorCode, path: at(extra) });
      }
    }),
    v.transform((input): ContactCase => {
      const keep = (extra: ContactExtra) => (requires(input.reason, input.subreason, extra) ? input[extra] : '');
      const vatId = vatIdOf(keep('vatId'));
      const productNumber = keep('productNumber');
      return {
        ...input,
        // The phone stays: a field of every case, required only where the subreason asks for it.
        productNumber: productNumber === '' ? '' : productSkuOf(productNumber),
        quantity: keep('quantity'),
        orderNumber: keep('orderNumber'),
        invoiceNumber: keep('invoiceNumber'),
        vatId,
      };
    }),
  );
}

export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

const isContactField = (key: unknown): key is ContactField => CONTACT_FIELDS.some((field) => field === key);
const isErrorCode = (message: string): message is ContactErrorCode =>
  [
    'malformed',
    'required',
    'too-long',
    'unknown-reason',
    'unknown-subreason',
    'invalid-email',
    'invalid-phone',
    'invalid-product-number',
    'invalid-quantity',
    'invalid-vat-id',
  ].includes(message);

export type ContactCaseCheck = { ok: true; contactCase: ContactCase } | { ok: false; fields: ContactFieldErrors };

/** The case, or the first error of each refused field. */
export function checkContactCase(input: unknown, country: CountryCode): ContactCaseCheck {
  const parsed = v.safeParse(contactCaseSchema(country), input);
  if (parsed.success) return { ok: true, contactCase: parsed.output };
  const fields: ContactFieldErrors = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key;
    // An issue at no field (the body is not an object) is the reason's: the form starts there.
    const field = isContactField(key) ? key : 'reason';
    fields[field] ??= isErrorCode(issue.message) ? issue.message : 'malformed';
  }
  return { ok: false, fields };
}
