// The shipping methods that match the cart (parcel, freight) as a radio group: name, description,
// delivery time in working days and what the cart would pay (or "free"). A choice is stored at once with
// `PUT /api/checkout/shipping-method`; the totals follow from the answer.
import { useState } from 'react';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { useNotify } from '../components/notify.ts';
import { type CheckoutResult, putShippingMethod } from './checkout-client.ts';
import type { ShippingMethod, ShippingMethodKey } from './checkout-schema.ts';

interface ShippingMethodsProps {
  methods: readonly ShippingMethod[];
  selected: ShippingMethodKey | null;
  onResult: (result: CheckoutResult) => void;
}

/** '1-3' → '1–3' (an en dash between the numbers of a range). */
const daysRange = (deliveryTime: string): string => deliveryTime.replace(/\s*-\s*/, '–');

export function ShippingMethods({ methods, selected, onResult }: ShippingMethodsProps) {
  const t = useT();
  const market = useMarket();
  const { locale } = market;
  const notify = useNotify();
  /** The method being stored: shown as chosen at once, the radios wait for the answer. */
  const [saving, setSaving] = useState<ShippingMethodKey | null>(null);
  if (methods.length === 0) return null;
  const chosen = saving ?? selected ?? methods.find((method) => method.selected)?.key ?? null;

  async function choose(key: ShippingMethodKey) {
    setSaving(key);
    const result = await putShippingMethod(key, market);
    setSaving(null);
    if (result.ok) onResult(result);
    else notify({ id: 'checkout-shipping-method', message: result.message ?? t('checkout.error.unavailable') });
  }

  return (
    <fieldset className="checkout-fieldset shipping-methods" aria-busy={saving !== null}>
      <legend className="checkout-fieldset__legend">{t('checkout.shippingMethod.legend')}</legend>
      <ul className="shipping-methods__list">
        {methods.map((method) => {
          const id = `checkout-shipping-method-${method.key}`;
          return (
            <li key={method.key} className="shipping-method">
              <input
                id={id}
                type="radio"
                name="shippingMethod"
                value={method.key}
                checked={chosen === method.key}
                disabled={saving !== null}
                aria-describedby={`${id}-details`}
                onChange={() => void choose(method.key)}
              />
              <label htmlFor={id} className="shipping-method__label">
                <span className="shipping-method__name">{method.name}</span>
                <span className="shipping-method__price">
                  {method.price.centAmount === 0 ? t('cart.shippingFree') : formatMoney(method.price, locale)}
                </span>
              </label>
              <p id={`${id}-details`} className="shipping-method__details">
                {t('checkout.shippingMethod.deliveryTime', { days: daysRange(method.deliveryTime) })}
                {method.description && ` · ${method.description}`}
              </p>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
