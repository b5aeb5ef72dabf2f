// Checkout step 4: the payment methods the cart may use, and 'Place order'. The order is sent once:
// the button is disabled while the request runs (the server places it exactly once anyway); its answer
// leads to the thank-you page or to the provider's page, a refusal is shown above the form in the
// shopper's language with the way on (the cart for stock or price changes, the addresses for missing
// details), and the cart and methods are read again, as the cart may have changed (spec part 1 §4).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../domain/money/format-money.ts';
import { addMoney } from '../../domain/money/money.ts';
import type { PaymentMethodId } from '../../domain/payment/payment-methods.ts';
import { useCart } from '../cart/use-cart.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { AddressBrief } from './address-brief.tsx';
import { type CheckoutResult, fetchCheckout } from './checkout-client.ts';
import type { CheckoutState } from './checkout-schema.ts';
import { fetchPaymentMethods, type MethodsResult, placeOrder } from './payment-client.ts';
import { PaymentMethodsField } from './payment-methods-field.tsx';
import { keepPurchaseItems, trackPaymentInfo } from './purchase-event.ts';

/** Spec part 1 §3 "payment selected (default card provider)": the card when offered, else the first method. */
const DEFAULT_METHOD: PaymentMethodId = 'scheme';

/** Refusals that send the shopper back a step: the cart changed under them, or the addresses lack something. */
const BACK_TO: Readonly<Record<string, 'cart' | 'addresses'>> = {
  'out-of-stock': 'cart',
  'price-changed': 'cart',
  'no-cart': 'cart',
  'missing-email': 'addresses',
  'missing-address': 'addresses',
};

interface OrderError {
  message: string;
  back: 'cart' | 'addresses' | null;
}

interface PaymentFormProps {
  state: CheckoutState;
  onResult: (result: CheckoutResult) => void;
  /**
   * True from sending the order until it is refused; stays true once it is placed and the page is leaving
   * (the cart the order empties is then no failure to show).
   */
  onOrdering: (ordering: boolean) => void;
}

export function PaymentForm({ state, onResult, onOrdering }: PaymentFormProps) {
  const t = useT();
  const link = useLink();
  const market = useMarket();
  const { locale } = market;
  const stock = useCart().state?.stock ?? {};
  const [offer, setOffer] = useState<MethodsResult | null>(null);
  const [chosen, setChosen] = useState<PaymentMethodId | null>(null);
  const [sending, setSending] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [error, setError] = useState<OrderError | null>(null);
  /** One request at a time, also between two clicks in the same frame (before React disables the button). */
  const inFlight = useRef(false);
  /** The methods add_payment_info was sent for in this page view. */
  const tracked = useRef(new Set<PaymentMethodId>());
  const errorBox = useRef<HTMLDivElement>(null);
  const version = state.cart.version;

  // The offer depends on the cart (its total, its items): read again with every new version.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is the reason to read, not an input of the read
  useEffect(() => {
    let current = true;
    void fetchPaymentMethods(market).then((result) => {
      if (current) setOffer(result);
    });
    return () => {
      current = false;
    };
  }, [version]);

  useEffect(() => {
    if (error) errorBox.current?.focus();
  }, [error]);

  const methods = offer?.ok ? offer.methods : [];
  const selected =
    methods.find((method) => method.id === chosen)?.id ?? methods.find((method) => method.id === DEFAULT_METHOD)?.id ?? methods[0]?.id ?? null;

  // A method with a fee (cash on delivery) changes what the order costs: the total with it is shown before ordering.
  const fee = methods.find((method) => method.id === selected)?.fee;
  const totalWithFee = fee && fee.centAmount > 0 ? addMoney(state.cart.totals.gross, fee) : null;

  function track(method: PaymentMethodId) {
    if (tracked.current.has(method)) return;
    tracked.current.add(method);
    trackPaymentInfo(state.cart, stock, method);
  }

  function choose(method: PaymentMethodId) {
    setChosen(method);
    track(method);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || selected === null) return;
    inFlight.current = true;
    setSending(true);
    onOrdering(true);
    setError(null);
    track(selected);
    keepPurchaseItems(state.cart, stock, totalWithFee ?? state.cart.totals.gross);
    const result = await placeOrder(selected, market);
    if (result.ok) {
      setPlaced(true);
      window.location.assign(result.location);
      return;
    }
    inFlight.current = false;
    setSending(false);
    onOrdering(false);
    setError({ message: result.message ?? t('payment.error.failed'), back: BACK_TO[result.error] ?? null });
    // The cart may have changed (stock, prices, another tab): what is shown is read again.
    void fetchCheckout(market).then(onResult);
    void fetchPaymentMethods(market).then(setOffer);
  }

  return (
    <div className="payment-form">
      {error && (
        <div ref={errorBox} className="checkout-alert" role="alert" tabIndex={-1} data-testid="order-error">
          <p>{error.message}</p>
          {error.back && (
            <a className="button button--secondary" href={link({ name: error.back })}>
              {t(error.back === 'cart' ? 'cart.toCart' : 'payment.toAddresses')}
            </a>
          )}
        </div>
      )}
      <AddressBrief state={state} />
      <form className="checkout-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="checkout-title">
        {offer === null && (
          <p className="loading" role="status">
            {t('payment.method.loading')}
          </p>
        )}
        {offer && !offer.ok && (
          <p className="checkout-alert" role="alert">
            {offer.message ?? t('payment.method.unavailable')}
          </p>
        )}
        {offer?.ok && (
          <PaymentMethodsField
            methods={offer.methods}
            unavailable={offer.unavailable}
            selected={selected}
            disabled={sending || placed}
            onChoose={choose}
          />
        )}
        {offer?.ok && offer.methods.length === 0 && <p className="checkout-alert">{t('payment.method.none')}</p>}
        {totalWithFee && (
          <p className="payment__total" data-testid="total-with-fee">
            {t('payment.totalWithFee', { amount: formatMoney(totalWithFee, locale) })}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--wide checkout-form__submit"
          disabled={sending || placed || selected === null}
          aria-busy={sending || placed}>
          {t(placed ? 'payment.leaving' : 'payment.submit')}
        </button>
        <p className="payment__note">{t('payment.note')}</p>
      </form>
    </div>
  );
}
