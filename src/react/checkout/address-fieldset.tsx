// One address of the checkout (billing or shipping) as a fieldset: salutation, names, the company's
// fields when the buyer is a company, street, postal code, city, the market's country (fixed: the shop
// delivers in its own country only) and the phone. Autocomplete tokens carry the `billing`/`shipping`
// section, so a browser fills each address from the right card.
import { MAX_LENGTH } from '../../domain/checkout/address-schema.ts';
import { postalCodeIsNumeric } from '../../domain/checkout/postal-code.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import type { AddressField } from '../../domain/checkout/address-fields.ts';
import type { AddressRole, FieldPath } from './checkout-form.ts';
import { SelectField, TextField } from './form-field.tsx';

export const SALUTATIONS = ['Ms', 'Mr'] as const;

interface AddressFieldsetProps {
  /** Which of the two addresses (a prop named `role` would read as an ARIA role). */
  address: AddressRole;
  legend: string;
  company: boolean;
  value: (path: FieldPath) => string;
  error: (path: FieldPath) => string | undefined;
  onChange: (path: FieldPath, value: string) => void;
  onBlur: (path: FieldPath) => void;
}

/** The country's name in the page's language (Intl knows every one of ours). */
function countryName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch (error) {
    console.warn('no country names in this runtime: showing the code', error);
    return code;
  }
}

export function AddressFieldset({ address: role, legend, company, value, error, onChange, onBlur }: AddressFieldsetProps) {
  const t = useT();
  const { locale, country } = useMarket();
  const optional = t('checkout.field.optional');
  const text = (field: AddressField, autoComplete: string, extra: { required?: boolean; half?: boolean; max?: number } = {}) => {
    const path: FieldPath = `${role}.${field}`;
    return (
      <TextField
        path={path}
        label={t(`checkout.field.${field}`)}
        value={value(path)}
        error={error(path)}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete={autoComplete === 'off' ? 'off' : `${role} ${autoComplete}`}
        required={extra.required}
        optionalText={optional}
        half={extra.half}
        maxLength={extra.max}
      />
    );
  };
  const postalCode: FieldPath = `${role}.postalCode`;
  const phone: FieldPath = `${role}.phone`;
  const countryId = `checkout-${role}-country`;
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">{legend}</legend>
      <div className="checkout-fieldset__grid">
        <SelectField
          path={`${role}.salutation`}
          label={t('checkout.field.salutation')}
          value={value(`${role}.salutation`)}
          error={error(`${role}.salutation`)}
          onChange={onChange}
          autoComplete={`${role} honorific-prefix`}
          optionalText={optional}
          options={[
            { value: '', label: t('checkout.salutation.none') },
            ...SALUTATIONS.map((s) => ({ value: s, label: t(`checkout.salutation.${s}`) })),
          ]}
        />
        <div className="field--break" aria-hidden="true" />
        {text('firstName', 'given-name', { required: true, half: true, max: MAX_LENGTH.name })}
        {text('lastName', 'family-name', { required: true, half: true, max: MAX_LENGTH.name })}
        {company && text('company', 'organization', { max: MAX_LENGTH.company })}
        {/* No autocomplete token names a department; the browser should not guess one. */}
        {company && text('department', 'off', { max: MAX_LENGTH.department })}
        {text('streetName', 'address-line1', { required: true, half: true, max: MAX_LENGTH.streetName })}
        {/* The house number has no token of its own either: address-line1 would repeat the street. */}
        {text('streetNumber', 'off', { required: true, half: true, max: MAX_LENGTH.streetNumber })}
        {text('additionalStreetInfo', 'address-line2', { max: MAX_LENGTH.additionalStreetInfo })}
        <TextField
          path={postalCode}
          label={t('checkout.field.postalCode')}
          value={value(postalCode)}
          error={error(postalCode)}
          onChange={onChange}
          onBlur={onBlur}
          autoComplete={`${role} postal-code`}
          inputMode={postalCodeIsNumeric(country.code) ? 'numeric' : 'text'}
          required
          half
          maxLength={MAX_LENGTH.postalCode}
        />
        {text('city', 'address-level2', { required: true, half: true, max: MAX_LENGTH.city })}
        <div className="field">
          <label className="field__label" htmlFor={countryId}>
            {t('checkout.field.country')}
          </label>
          <input
            id={countryId}
            className="field__input field__input--fixed"
            value={countryName(locale, country.code)}
            readOnly
            autoComplete={`${role} country-name`}
            aria-describedby={`${countryId}-hint`}
          />
          <p className="field__hint" id={`${countryId}-hint`}>
            {t('checkout.field.countryHint')}
          </p>
        </div>
        <TextField
          path={phone}
          label={t('checkout.field.phone')}
          value={value(phone)}
          error={error(phone)}
          onChange={onChange}
          onBlur={onBlur}
          autoComplete={`${role} tel`}
          type="tel"
          inputMode="tel"
          optionalText={optional}
          maxLength={MAX_LENGTH.phone}
          hint={t('checkout.field.phoneHint')}
        />
      </div>
    </fieldset>
  );
}
