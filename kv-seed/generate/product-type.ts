// The product type `equipment` and its attribute definitions (spec part 1 §3).
import type { AttributeDefinitionDraft, AttributeType, ProductTypeDraft } from '@commercetools/platform-sdk';

const TEXT: AttributeType = { name: 'text' };
const LTEXT: AttributeType = { name: 'ltext' };
const BOOLEAN: AttributeType = { name: 'boolean' };
const NUMBER: AttributeType = { name: 'number' };
const DATE: AttributeType = { name: 'date' };
const TEXT_SET: AttributeType = { name: 'set', elementType: { name: 'text' } };
const LTEXT_SET: AttributeType = { name: 'set', elementType: { name: 'ltext' } };
const CATEGORY_SET: AttributeType = { name: 'set', elementType: { name: 'reference', referenceTypeId: 'category' } };

/** name, type, English label, searchable. */
const ATTRIBUTES: readonly (readonly [string, AttributeType, string, boolean])[] = [
  ['brand', TEXT, 'Brand', true],
  ['family', TEXT, 'Product family', true],
  ['model', TEXT, 'Model', true],
  ['articleNumber', TEXT, 'Manufacturer article number', true],
  ['ean', TEXT, 'EAN', true],
  ['isBware', BOOLEAN, 'B-ware (returned item)', false],
  ['isVirtual', BOOLEAN, 'Virtual product (extra guarantee)', false],
  ['freight', BOOLEAN, 'Ships by freight (heavy goods over 30 kg)', false],
  ['eligibleForSelling', BOOLEAN, 'Eligible for selling', false],
  ['highlights', LTEXT_SET, 'Highlights', true],
  ['techDetails', LTEXT_SET, 'Technical details ("Label: value")', true],
  ['tags', TEXT_SET, 'Tags', true],
  ['volumeDiscountGroup', TEXT, 'Volume discount group', false],
  ['releaseDate', DATE, 'Release date', false],
  ['grossWeight', NUMBER, 'Gross weight (kg)', false],
  ['netWeight', NUMBER, 'Net weight (kg)', false],
  ['width', NUMBER, 'Width (cm)', false],
  ['height', NUMBER, 'Height (cm)', false],
  ['length', NUMBER, 'Length / depth (cm)', false],
  ['deliveryPackage', TEXT, 'Delivery package', false],
  ['manualUrl', TEXT, 'User manual URL', false],
  ['numberOf360Images', NUMBER, 'Number of 360° photos (frames under /images/360/{sku}/)', false],
  ['relatedAccessories', TEXT_SET, 'Related accessories (SKUs)', false],
  ['parentProducts', TEXT_SET, 'Parent products of an accessory (SKUs)', false],
  ['complementaryCategories', CATEGORY_SET, 'Complementary products: categories to offer them from', false],
  ['extraGuaranteeRate', NUMBER, 'Extra guarantee price rate (percent of the product price)', false],
  ['extraGuaranteeExcludedSkus', TEXT_SET, 'Extra guarantee: excluded SKUs', false],
  ['extraGuaranteeExcludedBrands', TEXT_SET, 'Extra guarantee: excluded brands', false],
  ['extraGuaranteeRelations', TEXT_SET, 'Extra guarantee: offered guarantee SKUs', false],
  ['enabledOnMarket', LTEXT, 'Enabled on market (locale → "true")', false],
];

export const productTypeDrafts = (): ProductTypeDraft[] => [
  {
    key: 'equipment',
    name: 'Equipment',
    description: 'Professional equipment: gastronomy, workshop, garden, beauty, laboratory, cleaning, warehouse.',
    attributes: ATTRIBUTES.map(
      ([name, type, label, isSearchable]): AttributeDefinitionDraft => ({
        name,
        type,
        label: { en: label },
        isRequired: false,
        attributeConstraint: 'None',
        isSearchable,
        ...(type.name === 'text' || type.name === 'ltext' ? { inputHint: 'SingleLine' as const } : {}),
      }),
    ),
  },
];
