// The payment methods offered for the cart as one radio group: each method's name in the shopper's
// language, what paying that way means (the courier, a transfer; for the provider's methods said once
// under the list rather than repeated under each) and cash on delivery's fee; below it the methods this order cannot use, with the server's reason (e.g. the
// cash-on-delivery limit), so a shopper who looks for one knows why it is missing.
import type { PaymentMethodId } from '../../domain/payment/payment-methods.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import type { OfferedMethod, UnavailableMethod } from './payment-client.ts';

interface PaymentMethodsFieldProps {
  methods: readonly OfferedMethod[];
  unavailable: readonly UnavailableMethod[];
  selected: PaymentMethodId | null;
  disabled: boolean;
  onChoose: (id: PaymentMethodId) => void;
}

const inputId = (id: PaymentMethodId): string => `payment-method-${id}`;

export function PaymentMethodsField({ methods, unavailable, selected, disabled, onChoose }: PaymentMethodsFieldProps) {
  const t = useT();
  const { locale } = useMarket();
  return (
    <fieldset className="checkout-fieldset payment-methods">
      <legend className="checkout-fieldset__legend">{t('payment.method.legend')}</legend>
      <ul className="shipping-methods__list">
        {methods.map((method) => {
          const id = inputId(method.id);
          const own = method.kind !== 'card-integration';
          return (
            <li key={method.id} className="shipping-method payment-method" data-testid="payment-method">
              <input
                id={id}
                type="radio"
                name="paymentMethod"
                value={method.id}
                checked={selected === method.id}
                disabled={disabled}
                aria-describedby={own ? `${id}-details` : undefined}
                onChange={() => onChoose(method.id)}
              />
              <label htmlFor={id} className="shipping-method__label">
                <span className="shipping-method__name">{t(`payment.method.${method.id}`)}</span>
                {method.fee && method.fee.centAmount > 0 && (
                  <span className="shipping-method__price">{t('payment.fee', { amount: formatMoney(method.fee, locale) })}</span>
                )}
              </label>
              {own && (
                <p id={`${id}-details`} className="shipping-method__details">
                  {t(`payment.kind.${method.kind}`)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {methods.some((method) => method.kind === 'card-integration') && <p className="field__hint">{t('payment.kind.card-integration')}</p>}
      {unavailable.length > 0 && (
        <div className="payment-methods__unavailable">
          <h3 className="payment-methods__unavailable-title">{t('payment.unavailable.title')}</h3>
          <ul>
            {unavailable.map((method) => (
              <li key={method.id} data-testid="payment-method-unavailable">
                <strong>{t(`payment.method.${method.id}`)}</strong>: {method.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
