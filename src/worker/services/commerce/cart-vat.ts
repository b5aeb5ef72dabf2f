// The VAT check on the cart and the net invoice, in commercetools terms (spec part 1 §3): the buyer's VAT
// ID travels in the billing address's `fax`, the check's outcome in the address custom type `address-vat`
// (vatNumber, vatValidated, vatResponse). A net cart has tax mode External: every line is priced at the
// net total the platform computed for it while the cart was gross (priceMode ExternalTotal) and carries a
// 0 % external tax rate, so the shopper pays the former net total of the goods. Shipping gets the 0 %
// rate too but keeps its shipping-rate price: commercetools has no per-cart shipping price short of
// replacing the method with a custom one. Going back to gross restores the platform's prices and taxes. Whether a cart should be net is the domain's rule (pricesAreNet); the API
// decides it and hands it in with the `setVatResult` action.
import type { Address, BaseAddress, CartUpdateAction, Cart as CtCart, ExternalTaxRateDraft, LineItem } from '@commercetools/platform-sdk';
import * as v from 'valibot';
import type { CartAction } from '../../../domain/cart/actions.ts';
import { isCountryCode } from '../../../domain/markets/countries.ts';
import { netOfGross, type RememberedVatCheck } from '../../../domain/vat/net-prices.ts';
import { normaliseVatId } from '../../../domain/vat/vat-id.ts';
import { VAT_STATUSES } from '../../../domain/vat/vat-result.ts';

type VatResultAction = Extract<CartAction, { action: 'setVatResult' }>;
type AddressAction = Extract<CartAction, { action: 'setBillingAddress' }>;

const ADDRESS_VAT_TYPE_KEY = 'address-vat';
/** The line custom field keeping a guarantee line's own (gross) price while the cart is net. */
const GROSS_UNIT_FIELD = 'extraGuaranteePrice';

const VatFieldsSchema = v.object({ vatNumber: v.string(), vatResponse: v.picklist(VAT_STATUSES) });
const MoneyFieldSchema = v.object({ currencyCode: v.string(), centAmount: v.pipe(v.number(), v.integer()) });

/** The check the cart remembers, read off its billing address; null when none was made. */
export function rememberedVatCheck(billing: Address | undefined): RememberedVatCheck | null {
  const fields = v.safeParse(VatFieldsSchema, billing?.custom?.fields);
  return fields.success ? { vatId: fields.output.vatNumber, status: fields.output.vatResponse } : null;
}

export const isNetCart = (cart: CtCart): boolean => cart.taxMode === 'External';

/** The VAT ID as the VAT service gets it, for comparing what the addresses form stored with what was checked. */
function normalised(country: string, vatId: string | undefined): string | null {
  if (!vatId || !isCountryCode(country)) return null;
  const result = normaliseVatId(country, vatId);
  return result.ok ? result.vatId : null;
}

const vatCustomType = (check: RememberedVatCheck): CartUpdateAction => ({
  action: 'setBillingAddressCustomType',
  type: { typeId: 'type', key: ADDRESS_VAT_TYPE_KEY },
  fields: { vatNumber: check.vatId, vatValidated: check.status === 'valid', vatResponse: check.status },
});

/** The cart's billing address as a draft for setBillingAddress (no id, no custom fields); null when there is none. */
export function billingDraft(cart: CtCart): BaseAddress | null {
  if (!cart.billingAddress) return null;
  const { id: _id, custom: _custom, ...address } = cart.billingAddress;
  return address;
}

/** The billing address with the VAT ID in its fax (none when null); a VAT ID alone starts one in the cart's country. */
export function withVatId(billing: BaseAddress | null, vatId: string | null, country: string): BaseAddress | null {
  if (!billing) return vatId ? { country, fax: vatId } : null;
  const { fax: _fax, ...rest } = billing;
  return vatId ? { ...rest, fax: vatId } : rest;
}

/** `setVatResult` on the billing address as it stands: the VAT ID into its fax, the outcome into its custom fields. */
export function vatResultUpdates(billing: BaseAddress | null, action: VatResultAction, country: string): CartUpdateAction[] {
  const address = withVatId(billing, action.vatId, country);
  if (!address) return [];
  const updates: CartUpdateAction[] = [{ action: 'setBillingAddress', address }];
  if (action.vatId && action.status) updates.push(vatCustomType({ vatId: action.vatId, status: action.status }));
  return updates;
}

/**
 * A new billing address from the addresses form replaces the old one with its custom fields: the check is
 * carried over when the VAT ID is still the one checked, otherwise it is gone (and with it net prices).
 */
export function keptVatCheck(remembered: RememberedVatCheck | null, address: AddressAction['address']): RememberedVatCheck | null {
  return remembered && normalised(address.country, address.vatId) === remembered.vatId ? remembered : null;
}

export const keptVatCheckUpdates = (kept: RememberedVatCheck | null): CartUpdateAction[] => (kept ? [vatCustomType(kept)] : []);

/**
 * Whether the cart should be net once `actions` are applied: as it is, unless a VAT result says otherwise
 * or a new billing address drops the checked VAT ID.
 */
export function netAfter(cart: CtCart, actions: readonly CartAction[]): boolean {
  let net = isNetCart(cart);
  let remembered = rememberedVatCheck(cart.billingAddress);
  for (const action of actions) {
    if (action.action === 'setVatResult') {
      net = action.netPrices;
      remembered = action.vatId && action.status ? { vatId: action.vatId, status: action.status } : null;
    } else if (action.action === 'setBillingAddress') {
      remembered = keptVatCheck(remembered, action.address);
      if (!remembered) net = false;
    }
  }
  return net;
}

/** No tax on a net invoice (reverse charge): 0 %, on top of the (net) price. */
const zeroRate = (country: string): ExternalTaxRateDraft => ({ name: 'Reverse charge', amount: 0, includedInPrice: false, country });

const isExternalPriced = (line: LineItem) => line.priceMode === 'ExternalPrice';

/**
 * The update making a gross cart net, from the platform's own per-line net totals; null when the cart
 * cannot be made net (a line the platform has not taxed), so the caller keeps it gross and says so.
 */
export function toNetPrices(cart: CtCart): CartUpdateAction[] | null {
  if (isNetCart(cart)) return [];
  const country = cart.shippingAddress?.country ?? cart.country ?? '';
  const updates: CartUpdateAction[] = [{ action: 'changeTaxMode', taxMode: 'External' }];
  for (const line of cart.lineItems) {
    const net = line.taxedPrice?.totalNet;
    const rate = line.taxRate?.amount;
    if (!net || rate === undefined) return null;
    const gross = line.price.value;
    // A guarantee's price is the shop's own, not the product's: kept so going back to gross restores it.
    if (isExternalPriced(line)) updates.push({ action: 'setLineItemCustomField', lineItemId: line.id, name: GROSS_UNIT_FIELD, value: gross });
    updates.push(
      {
        action: 'setLineItemTotalPrice',
        lineItemId: line.id,
        externalTotalPrice: {
          price: { currencyCode: gross.currencyCode, centAmount: netOfGross(gross.centAmount, rate) },
          totalPrice: { currencyCode: net.currencyCode, centAmount: net.centAmount },
        },
      },
      { action: 'setLineItemTaxRate', lineItemId: line.id, externalTaxRate: zeroRate(country) },
    );
  }
  if (cart.shippingInfo) updates.push({ action: 'setShippingMethodTaxRate', externalTaxRate: zeroRate(country) });
  return updates;
}

/** The update making a net cart gross again: platform taxes, the product's prices, guarantees at their own. */
export function toGrossPrices(cart: CtCart): CartUpdateAction[] {
  if (!isNetCart(cart)) return [];
  const updates: CartUpdateAction[] = [{ action: 'changeTaxMode', taxMode: 'Platform' }];
  for (const line of cart.lineItems) {
    const kept = v.safeParse(MoneyFieldSchema, line.custom?.fields[GROSS_UNIT_FIELD]);
    updates.push(
      kept.success
        ? { action: 'setLineItemPrice', lineItemId: line.id, externalPrice: kept.output }
        : { action: 'setLineItemTotalPrice', lineItemId: line.id },
    );
  }
  return updates;
}
