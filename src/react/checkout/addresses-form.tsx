// The addresses form of checkout steps 2 and 3: contact e-mail, private or company buyer (a company gives
// its VAT ID), the billing address, the shipping address (the billing one, or another), the shipping
// method, and 'Continue to payment'. Values are the cart's, overlaid with the shopper's unstored edits
// (checkout-form.ts). A field loses its error as it is edited; leaving it runs the domain's check for an
// instant message; the server's answer to the submit is the authority: its message per field is shown
// at the field, summed up in a notification, and the first failed field is scrolled to and focused.
// A signed-in customer (issue 15) chooses each address among the saved ones or types a new one, with a
// box to keep that one in the account; the state starts with the account's defaults (checkout-account.ts).
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { checkCheckoutAddresses } from '../../domain/checkout/address-schema.ts';
import { MAX_EMAIL_LENGTH } from '../../domain/checkout/contact.ts';
import { useNotify } from '../components/notify.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { AddressFieldset } from './address-fieldset.tsx';
import { type CheckoutResult, putAddresses, putVat } from './checkout-client.ts';
import type { AddressKind, SavedAddress } from '../../domain/account/saved-address.ts';
import { ADDRESS_FIELDS } from '../../domain/checkout/address-fields.ts';
import {
  addressesBody,
  addressOf,
  customerTypeOfForm,
  type Draft,
  type FieldPath,
  readDraft,
  shipsToBilling,
  fieldValue,
  writeDraft,
} from './checkout-form.ts';
import type { CheckoutState } from './checkout-schema.ts';
import { FieldError, TextField } from './form-field.tsx';
import { chosenAddress, KeepAddressBox, NEW_ADDRESS, SavedAddressChoice } from './saved-address-choice.tsx';
import { ShippingMethods } from './shipping-methods.tsx';
import { VatField } from './vat-field.tsx';

type FieldErrors = Readonly<Record<string, string>>;

/** The shipping-method group's error has no field path of the body: it is the page's own. */
const SHIPPING_METHOD_ERROR = 'shippingMethod';

/** Scrolls a field (or the shipping methods: their chosen radio) into the middle of the screen and focuses it. */
function reveal(target: HTMLElement | null | undefined): void {
  const control = target?.matches('input, select') ? target : (target?.querySelector<HTMLElement>('input:checked, input') ?? target);
  control?.scrollIntoView({ block: 'center' });
  control?.focus({ preventScroll: true });
}

interface AddressesFormProps {
  state: CheckoutState;
  onResult: (result: CheckoutResult) => void;
}

export function AddressesForm({ state, onResult }: AddressesFormProps) {
  const t = useT();
  const market = useMarket();
  const link = useLink();
  const notify = useNotify();
  const cartId = state.cart.id;
  const [draft, setDraft] = useState<Draft>(() => readDraft(cartId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  /** Counts the submits that failed on fields: each one moves the focus to the first of them. */
  const [failedSubmits, setFailedSubmits] = useState(0);
  /** Counts the submits that first brought shipping methods: each one scrolls to them. */
  const [methodsShown, setMethodsShown] = useState(0);
  /** A signed-in customer's wish to keep a new address in the account, per address. */
  const [keep, setKeep] = useState<Record<AddressKind, boolean>>({ billing: false, shipping: false });
  const form = useRef<HTMLFormElement>(null);
  const methods = useRef<HTMLDivElement>(null);

  useEffect(() => writeDraft(cartId, draft), [cartId, draft]);
  useEffect(() => {
    if (failedSubmits === 0) return;
    reveal(form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]'));
  }, [failedSubmits]);

  useEffect(() => {
    if (methodsShown === 0) return;
    reveal(methods.current);
  }, [methodsShown]);

  const value = (path: FieldPath) => fieldValue(state, draft, path);
  const error = (path: FieldPath) => errors[path];
  const company = customerTypeOfForm(state, draft) === 'company';
  const sameAsBilling = shipsToBilling(state, draft);
  // Issue 15: a signed-in customer picks one of the saved addresses or types a new one (and may keep it).
  const { account } = state;
  const savedOf = (role: AddressKind) => (role === 'billing' ? (account?.billing ?? []) : (account?.shipping ?? []));
  const choiceOf = (role: AddressKind) =>
    savedOf(role).length > 0 ? chosenAddress(savedOf(role), addressOf(state, draft, role, market.country.code)) : NEW_ADDRESS;
  const billingChoice = choiceOf('billing');
  const shippingChoice = choiceOf('shipping');
  /** A saved address is shown as its card; its fields open again when the server finds one of them wrong. */
  const typed = (role: AddressKind, choice: string) => choice === NEW_ADDRESS || Object.keys(errors).some((path) => path.startsWith(`${role}.`));
  const keepWish = {
    billing: account !== null && keep.billing && billingChoice === NEW_ADDRESS,
    shipping: account !== null && keep.shipping && !sameAsBilling && shippingChoice === NEW_ADDRESS,
  };

  function change(path: FieldPath, next: string) {
    setDraft((current) => ({ ...current, [path]: next }));
    setErrors(({ [path]: _cleared, ...rest }) => rest);
  }

  /** A saved address fills the address's fields, as typing would; a new one starts empty but for the names. */
  function chooseAddress(role: AddressKind, address: SavedAddress | null) {
    setDraft((current) => {
      const next: Draft = { ...current };
      for (const field of ADDRESS_FIELDS) {
        const path: FieldPath = `${role}.${field}`;
        const keptName = field === 'firstName' || field === 'lastName' ? fieldValue(state, current, path) : '';
        next[path] = address ? (address[field] ?? '') : keptName;
      }
      // A billing address with a company is a company's: its company fields would be cleared for a private buyer.
      if (role === 'billing' && address?.company) next.customerType = 'company';
      return next;
    });
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`${role}.`))));
  }

  /** The domain's check of the whole form, reported for the field just left (and only when it holds something). */
  function checkField(path: FieldPath) {
    if (value(path).trim() === '') return;
    const checked = checkCheckoutAddresses(addressesBody(state, draft, market.country.code), market.country.code);
    const key = checked.ok ? undefined : checked.fields[path];
    if (key) setErrors((current) => ({ ...current, [path]: t(key) }));
  }

  function chooseCustomerType(type: 'private' | 'company') {
    if (type === 'company') {
      change('customerType', type);
      return;
    }
    // Spec part 1 §6: switching to private clears the VAT number (and the cart's net prices with it).
    setDraft((current) => ({ ...current, customerType: type, vatId: '' }));
    if (!state.vat.vatId) return;
    void putVat(null, market).then((result) => {
      if (!result.ok) console.warn('VAT ID not cleared on the cart: it stays until the addresses are stored as private', result.status, result.error);
      onResult(result);
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const saveToAccount = keepWish.billing || keepWish.shipping ? { saveToAccount: keepWish } : {};
    const result = await putAddresses({ ...addressesBody(state, draft, market.country.code), ...saveToAccount }, market);
    setSubmitting(false);
    if (result.ok) {
      setDraft({});
      setErrors({});
      setKeep({ billing: false, shipping: false });
      onResult(result);
      const { shippingMethods, shippingMethod } = result.state;
      if (shippingMethods.length > 0 && shippingMethod === null) {
        // Payment needs a shipping method (its page's guard): the addresses are stored, the method is asked for.
        setErrors({ [SHIPPING_METHOD_ERROR]: t('checkout.shippingMethod.required') });
        setFailedSubmits((count) => count + 1);
        notify({ id: 'checkout-addresses', message: t('checkout.shippingMethod.required') });
      } else if (shippingMethods.length > 0 && state.shippingMethods.length === 0) {
        // The methods depend on the shipping address, so they appear with the first stored one (the
        // default already chosen): the shopper sees them before going on instead of paying for one unseen.
        setMethodsShown((count) => count + 1);
        notify({ id: 'checkout-addresses', kind: 'info', message: t('checkout.shippingMethod.confirm') });
      } else {
        window.location.assign(link({ name: 'payment' }));
      }
      return;
    }
    if (Object.keys(result.fields).length > 0) {
      setErrors(result.fields);
      setFailedSubmits((count) => count + 1);
    }
    notify({ id: 'checkout-addresses', message: result.message ?? t('checkout.error.unavailable') });
  }

  const fieldsetProps = { company, value, error, onChange: change, onBlur: checkField };
  return (
    <form ref={form} className="checkout-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="checkout-title">
      <fieldset className="checkout-fieldset">
        <legend className="checkout-fieldset__legend">{t('checkout.contact.legend')}</legend>
        <TextField
          path="email"
          label={t('checkout.field.email')}
          value={value('email')}
          error={error('email')}
          onChange={change}
          onBlur={checkField}
          autoComplete="email"
          type="email"
          inputMode="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          hint={t('checkout.field.emailHint')}
        />
        <fieldset className="choice-group" aria-describedby={error('customerType') ? 'checkout-customerType-error' : undefined}>
          <legend className="field__label">{t('checkout.customerType.legend')}</legend>
          {(['private', 'company'] as const).map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name="customerType"
                value={type}
                checked={(company ? 'company' : 'private') === type}
                onChange={() => chooseCustomerType(type)}
              />
              {t(`checkout.customerType.${type}`)}
            </label>
          ))}
          <FieldError path="customerType" error={error('customerType')} />
        </fieldset>
        {company && <VatField value={value('vatId')} vat={state.vat} error={error('vatId')} onChange={change} onResult={onResult} />}
      </fieldset>

      {savedOf('billing').length > 0 && (
        <SavedAddressChoice
          kind="billing"
          saved={savedOf('billing')}
          defaultId={account?.defaultBillingAddressId ?? null}
          chosen={billingChoice}
          onChoose={(address) => chooseAddress('billing', address)}
        />
      )}
      {typed('billing', billingChoice) && <AddressFieldset address="billing" legend={t('checkout.billing.legend')} {...fieldsetProps} />}
      {account && billingChoice === NEW_ADDRESS && (
        <KeepAddressBox kind="billing" checked={keep.billing} onChange={(checked) => setKeep((current) => ({ ...current, billing: checked }))} />
      )}

      <label className="choice checkout-form__same">
        <input
          type="checkbox"
          name="shippingAddressType"
          checked={sameAsBilling}
          onChange={(event) => change('shippingAddressType', event.target.checked ? 'same-as-billing' : 'different-from-billing')}
        />
        {t('checkout.shipping.sameAsBilling')}
      </label>
      {!sameAsBilling && savedOf('shipping').length > 0 && (
        <SavedAddressChoice
          kind="shipping"
          saved={savedOf('shipping')}
          defaultId={account?.defaultShippingAddressId ?? null}
          chosen={shippingChoice}
          onChoose={(address) => chooseAddress('shipping', address)}
        />
      )}
      {!sameAsBilling && typed('shipping', shippingChoice) && (
        <AddressFieldset address="shipping" legend={t('checkout.shipping.legend')} {...fieldsetProps} />
      )}
      {!sameAsBilling && account && shippingChoice === NEW_ADDRESS && (
        <KeepAddressBox kind="shipping" checked={keep.shipping} onChange={(checked) => setKeep((current) => ({ ...current, shipping: checked }))} />
      )}

      <div ref={methods} className="checkout-form__methods" data-invalid={errors[SHIPPING_METHOD_ERROR] ? true : undefined} tabIndex={-1}>
        <ShippingMethods
          methods={state.shippingMethods}
          selected={state.shippingMethod}
          onResult={(result) => {
            setErrors(({ [SHIPPING_METHOD_ERROR]: _cleared, ...rest }) => rest);
            onResult(result);
          }}
        />
        {errors[SHIPPING_METHOD_ERROR] && <p className="field__error">{errors[SHIPPING_METHOD_ERROR]}</p>}
      </div>

      <button type="submit" className="button button--primary button--wide checkout-form__submit" disabled={submitting} aria-busy={submitting}>
        {t('checkout.submit')}
      </button>
    </form>
  );
}
