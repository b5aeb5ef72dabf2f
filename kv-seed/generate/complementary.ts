// Complementary products (spec part 2 §7.3): the categories a product's page offers add-ons from, by the
// leaf category of the product's kind. A-ware products of these leaves get the `complementaryCategories`
// attribute (one or two category references, by key); every other product has none, so its page shows no
// complementary products.
import type { Item } from './catalogue.ts';

export const COMPLEMENTARY_CATEGORIES: Readonly<Record<string, readonly [string] | readonly [string, string]>> = {
  'meat-slicers': ['vacuum-sealers', 'meat-grinders'],
  'meat-grinders': ['vacuum-sealers', 'meat-slicers'],
  'vacuum-sealers': ['meat-slicers'],
  'contact-grills': ['deep-fryers'],
  'deep-fryers': ['contact-grills', 'induction-cookers'],
  'induction-cookers': ['deep-fryers'],
  'coffee-grinders': ['ice-makers'],
  'angle-grinders': ['welding-helmets', 'workbenches'],
  'mig-welders': ['welding-helmets'],
  'cordless-drills': ['workbenches'],
  'air-compressors': ['impact-wrenches'],
  'impact-wrenches': ['air-compressors', 'trolley-jacks'],
  'trolley-jacks': ['impact-wrenches'],
  'lawn-mowers': ['scarifiers', 'leaf-blowers'],
  'hedge-trimmers': ['leaf-blowers'],
  'garden-pumps': ['pressure-sprayers'],
  'hairdressing-chairs': ['hot-towel-cabinets', 'uv-sterilizers'],
  'massage-tables': ['hot-towel-cabinets'],
  'nail-drills': ['nail-lamps'],
  'nail-lamps': ['nail-drills'],
  'magnetic-stirrers': ['precision-balances'],
  'wet-dry-vacuums': ['floor-scrubbers'],
  'floor-scrubbers': ['wet-dry-vacuums'],
  'pressure-washers': ['steam-cleaners'],
  'pallet-trucks': ['heavy-duty-shelving', 'platform-scales'],
  'heavy-duty-shelving': ['platform-trolleys'],
};

/** Keys of the categories the item's page offers complementary products from; none for B-ware. */
export const complementaryCategoryKeys = (item: Item): readonly string[] => (item.isBware ? [] : (COMPLEMENTARY_CATEGORIES[item.kind.leaf] ?? []));
