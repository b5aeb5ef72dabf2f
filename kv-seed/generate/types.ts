// Custom types (TypeDrafts) of stores, line items, carts, categories, cart discounts, prices, shipping
// methods, customers and reviews.
import type { FieldDefinition, FieldType, ResourceTypeId, TypeDraft } from '@commercetools/platform-sdk';

const STRING: FieldType = { name: 'String' };
const BOOLEAN: FieldType = { name: 'Boolean' };
const NUMBER: FieldType = { name: 'Number' };
const MONEY: FieldType = { name: 'Money' };
const LSTRING: FieldType = { name: 'LocalizedString' };
const DATETIME: FieldType = { name: 'DateTime' };
const STRING_SET: FieldType = { name: 'Set', elementType: { name: 'String' } };

const field = (name: string, type: FieldType, label: string): FieldDefinition => ({
  name,
  type,
  label: { en: label },
  required: false,
  ...(type.name === 'String' || type.name === 'LocalizedString' ? { inputHint: 'SingleLine' as const } : {}),
});

const type = (key: string, name: string, resourceTypeIds: ResourceTypeId[], fieldDefinitions: FieldDefinition[]): TypeDraft => ({
  key,
  name: { en: name },
  resourceTypeIds,
  fieldDefinitions,
});

export const typeDrafts = (): TypeDraft[] => [
  type(
    'store-settings',
    'Store settings',
    ['store'],
    [
      field('googleReviewsEnabled', BOOLEAN, 'Google reviews enabled'),
      field('sale_of_additional_guarantee_enabled', BOOLEAN, 'Sale of extra guarantee enabled'),
      field('complementaryProductsEnabled', BOOLEAN, 'Complementary products enabled'),
      field('googleAutocompleteEnabled', BOOLEAN, 'Google address autocomplete enabled'),
      field('trustpilotInHeader', BOOLEAN, 'Trustpilot widget in header'),
      field('vatValidationEnabled', BOOLEAN, 'VAT ID validation enabled'),
      field('changeTaxRateEnabled', BOOLEAN, 'Change of tax rate enabled'),
      field('ex_store_campaigns', STRING, 'Campaigns (JSON list of campaignName, startDate, endDate)'),
      field('bankBic', STRING, 'Bank BIC'),
      field('bankAccountOwner', STRING, 'Bank account owner'),
      field('bankInstitute', STRING, 'Bank institute'),
      field('bankIban', STRING, 'Bank IBAN'),
      field('codFeeTitle', LSTRING, 'Cash-on-delivery fee title'),
    ],
  ),
  type(
    'line-item-custom',
    'Line item fields',
    ['line-item'],
    [
      field('parentSku', STRING, 'SKU of the product an extra guarantee belongs to'),
      field('parentName', STRING, 'Name of the parent product'),
      field('parentImage', STRING, 'Image URL of the parent product'),
      field('parentPrice', MONEY, 'Unit price of the parent product'),
      field('extraGuaranteePrice', MONEY, 'Computed price of the extra guarantee'),
    ],
  ),
  type(
    'cart-custom',
    'Cart fields',
    ['order'],
    [
      field('calculatedCodFee', MONEY, 'Calculated cash-on-delivery fee'),
      field('customerAgreedToSendEmail', BOOLEAN, 'Customer agreed to receive e-mails'),
      field('utmSource', STRING, 'UTM source'),
    ],
  ),
  // Spec part 1 §3 Order: a payment's custom field holds the provider's action as JSON (a Multibanco
  // voucher: reference, entity, expiresAt, merchantReference), for the thank-you page.
  type('payment-custom', 'Payment fields', ['payment'], [field('adyenAction', STRING, "The provider's action (JSON), e.g. a voucher")]),
  // Spec part 1 §3: an address carries the VAT ID in `fax` and the check's outcome in custom fields.
  type(
    'address-vat',
    'Address VAT check',
    ['address'],
    [
      field('vatNumber', STRING, 'VAT ID as checked (normalised)'),
      field('vatValidated', BOOLEAN, 'VAT ID found valid by the VAT service'),
      field('vatResponse', STRING, 'Outcome of the VAT check (valid, notValid, couldNotValidate, timeout)'),
    ],
  ),
  type(
    'category-custom',
    'Category fields',
    ['category'],
    [
      field('CategoryImageURL', STRING, 'Category image URL'),
      field('hasProducts', STRING_SET, 'Country codes of the markets where the category has products'),
      field('CategoryContentHTML', LSTRING, 'Category content (HTML)'),
      field('related_categories_1', STRING, 'Related category 1 (key)'),
      field('related_categories_2', STRING, 'Related category 2 (key)'),
      field('related_categories_3', STRING, 'Related category 3 (key)'),
    ],
  ),
  type(
    'cart-discount-custom',
    'Cart discount fields',
    ['cart-discount'],
    [field('volumeDiscountGroup', STRING, 'Volume discount group'), field('minQuantity', NUMBER, 'Minimum quantity of the group in the cart')],
  ),
  // Spec part 1 §3 Customer: the custom customerType (private/company, lowercase); the account area's
  // newsletter consents (spec part 1 §2 "my newsletter") are kept on the customer beside it.
  type(
    'customer-custom',
    'Customer fields',
    ['customer'],
    [
      field('customerType', STRING, 'Customer type: private or company'),
      field('newsletterConsent', BOOLEAN, 'Agreed to the e-mail newsletter'),
      field('smsConsent', BOOLEAN, 'Agreed to text messages'),
      field('phoneConsent', BOOLEAN, 'Agreed to phone calls'),
    ],
  ),
  type('price-custom', 'Price fields', ['product-price'], [field('originalPrice', MONEY, 'Original price before the sale (strike-through)')]),
  type(
    'shipping-method-custom',
    'Shipping method fields',
    ['shipping-method'],
    [field('DeliveryTime', STRING, 'Delivery time in working days (min-max)')],
  ),
  // Spec part 1 §3 Review: the date a review was written where it was written (imported reviews keep
  // theirs; the platform's createdAt is the import), where it comes from, customer care's answer, and
  // title, text and answer in the other languages.
  type(
    'review-custom',
    'Review fields',
    ['review'],
    [
      field('reviewCreatedAt', DATETIME, 'Written at'),
      field('source', STRING, 'Source (shop, import)'),
      field('customerCareResponseText', STRING, "Customer care's answer"),
      field('titleTranslations', LSTRING, 'Title in other languages'),
      field('textTranslations', LSTRING, 'Text in other languages'),
      field('customerCareResponseTranslations', LSTRING, "Customer care's answer in other languages"),
    ],
  ),
];
