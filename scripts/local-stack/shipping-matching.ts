// Which shipping methods match a cart, as commercetools decides it (the emulator's own answer ignores
// `active`, predicates and the `isDefault` order): an active method with a zone holding the cart's
// shipping-address country, a rate in the cart's currency and a predicate that holds for the cart.
// Pure, over the resources the stand-in's storage holds.
import type { Cart, ShippingMethod, ShippingRate, Zone, ZoneRate } from '@commercetools/platform-sdk';
import { parseCartPredicate } from './shipping-predicates.ts';

type MatchedCart = Pick<Cart, 'lineItems' | 'shippingAddress' | 'totalPrice'>;

const zoneHolds = (zonesById: ReadonlyMap<string, Zone>, zoneRate: ZoneRate, country: string): boolean =>
  zonesById.get(zoneRate.zone.id)?.locations.some((location) => location.country === country && !location.state) ?? false;

/** The method with only the zone rates and rates that apply to the cart, those marked `isMatching`; null when none does. */
function matchedRates(method: ShippingMethod, cart: MatchedCart, zonesById: ReadonlyMap<string, Zone>): ShippingMethod | null {
  const country = cart.shippingAddress?.country;
  if (!country) return null;
  const zoneRates = method.zoneRates
    .filter((zoneRate) => zoneHolds(zonesById, zoneRate, country))
    .map((zoneRate) => ({
      ...zoneRate,
      shippingRates: zoneRate.shippingRates
        .filter((rate) => rate.price.currencyCode === cart.totalPrice.currencyCode)
        .map((rate): ShippingRate => ({ ...rate, isMatching: true })),
    }))
    .filter((zoneRate) => zoneRate.shippingRates.length > 0);
  return zoneRates.length > 0 ? { ...method, zoneRates } : null;
}

const predicateHolds = (method: ShippingMethod, cart: MatchedCart): boolean => !method.predicate || parseCartPredicate(method.predicate)(cart);

/** The methods matching the cart, the default one first (then in the stored order). */
export function matchingShippingMethods(cart: MatchedCart, methods: readonly ShippingMethod[], zones: readonly Zone[]): ShippingMethod[] {
  const zonesById = new Map(zones.map((zone) => [zone.id, zone]));
  return methods
    .filter((method) => method.active !== false && predicateHolds(method, cart))
    .flatMap((method) => matchedRates(method, cart, zonesById) ?? [])
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** `shippingInfo.shippingMethodState` of a cart: whether its selected method still matches it. */
export function shippingMethodStateOf(
  cart: MatchedCart,
  methodId: string,
  methods: readonly ShippingMethod[],
  zones: readonly Zone[],
): 'MatchesCart' | 'DoesNotMatchCart' {
  return matchingShippingMethods(cart, methods, zones).some((method) => method.id === methodId) ? 'MatchesCart' : 'DoesNotMatchCart';
}
