// Coupon field of the cart page: apply a code (addDiscountCode), list the applied codes with a remove
// button (removeDiscountCode, only for a code found on the cart: spec part 1 §5). A code that stays on the
// cart but no longer takes anything off (the lines changed: DoesNotMatchCart) says so in the list.
import { useId, useState, type FormEvent } from 'react';
import { discountCodeIdFor, refusalForState } from '../../domain/cart/coupons.ts';
import type { Cart } from '../../domain/cart/types.ts';
import { useT } from '../i18n/i18n.tsx';
import { useCart } from './use-cart.ts';

export function CouponForm({ cart }: { cart: Cart }) {
  const t = useT();
  const id = useId();
  const { dispatch } = useCart();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    setBusy(true);
    const result = await dispatch([{ action: 'addDiscountCode', code: trimmed }]);
    setBusy(false);
    if (result.ok) {
      setCode('');
      setError(null);
    } else {
      setError(result.message ?? t('cart.coupon.failed'));
    }
  };

  const remove = async (value: string) => {
    if (discountCodeIdFor(cart, value) === null) return;
    const result = await dispatch([{ action: 'removeDiscountCode', code: value }]);
    setError(result.ok ? null : (result.message ?? t('cart.coupon.failed')));
  };

  return (
    <div className="coupon">
      <form className="coupon__form" onSubmit={(event) => void apply(event)}>
        <label htmlFor={`${id}-code`} className="coupon__label">
          {t('cart.coupon.label')}
        </label>
        <div className="coupon__row">
          <input
            id={`${id}-code`}
            className="coupon__input"
            value={code}
            autoComplete="off"
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button--secondary" disabled={busy || code.trim() === ''}>
            {t('cart.coupon.apply')}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="coupon__error" role="alert">
            {error}
          </p>
        )}
      </form>
      {cart.discountCodes.length > 0 && (
        <ul className="coupon__codes" role="list" aria-label={t('cart.coupon.applied')}>
          {cart.discountCodes.map((discount) => (
            <li key={discount.id} className="coupon__code">
              <span className="coupon__name">{discount.code}</span>
              {refusalForState(discount.state) !== null && <span className="coupon__state">{t('cart.coupon.notApplicable')}</span>}
              <button
                type="button"
                className="coupon__remove"
                onClick={() => void remove(discount.code)}
                aria-label={t('cart.coupon.remove', { code: discount.code })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
