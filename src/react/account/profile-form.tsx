// The my-profile form (spec part 1 §3 Customer: e-mail, first and last name, customer type, VAT ID). Each
// save carries the version the form was filled on; a refusal keeps everything typed and shows each error
// at its field; a version conflict takes the current version and asks to check and save again.
import { useState, type FormEvent } from 'react';
import type { CustomerProfile } from '../../domain/account/customer.ts';
import { MAX_NAME_LENGTH } from '../../domain/account/credentials.ts';
import { CUSTOMER_TYPES, type CustomerType } from '../../domain/checkout/customer-type.ts';
import { MAX_VAT_ID_INPUT_LENGTH } from '../../domain/vat/vat-id.ts';
import { useT } from '../i18n/i18n.tsx';
import { putProfile } from './account-client.ts';
import { AccountField, accountFieldId } from './account-field.tsx';
import { FormStatus, type FormStatusValue } from './form-status.tsx';
import { useMounted } from './use-mounted.ts';

/** The fields' id prefix (`account-email` …): the API's field errors focus them. */
const FORM = 'account';

const MAX_EMAIL_LENGTH = 254;

interface ProfileValues {
  email: string;
  firstName: string;
  lastName: string;
  vatId: string;
  customerType: CustomerType;
}

const valuesOf = (profile: CustomerProfile): ProfileValues => ({
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  vatId: profile.vatId ?? '',
  customerType: profile.customerType,
});

const FIELD_ORDER = ['email', 'firstName', 'lastName', 'customerType', 'vatId'] as const;

interface ProfileFormProps {
  profile: CustomerProfile;
  /** The customer's version, kept by the page: a password change on it moves the version on too. */
  version: number;
  /** The customer as stored after a save or a version conflict. */
  onStored: (customer: CustomerProfile) => void;
}

export function ProfileForm({ profile, version, onStored }: ProfileFormProps) {
  const t = useT();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  const [saving, setSaving] = useState(false);
  const mounted = useMounted();
  const setField = (field: string, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    const result = await putProfile({ version, ...values, vatId: values.customerType === 'company' ? values.vatId : '' });
    setSaving(false);
    if (result.ok) {
      onStored(result.value);
      setValues(valuesOf(result.value));
      setErrors({});
      setStatus({ kind: 'saved', message: t('account.profile.saved') });
      return;
    }
    if (result.extra) onStored(result.extra.customer);
    setErrors(result.fields);
    setStatus({ kind: 'failed', message: result.message ?? t('account.error.unavailable') });
    const first = FIELD_ORDER.find((field) => result.fields[field]);
    if (first) document.getElementById(accountFieldId(FORM, first === 'customerType' ? 'customerType-private' : first))?.focus();
  }

  return (
    <form className="account-form" noValidate onSubmit={save}>
      <AccountField
        form={FORM}
        name="email"
        type="email"
        label={t('checkout.field.email')}
        hint={t('account.profile.emailHint')}
        value={values.email}
        error={errors['email']}
        onChange={setField}
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
      />
      <div className="account-form__pair">
        <AccountField
          form={FORM}
          name="firstName"
          label={t('checkout.field.firstName')}
          value={values.firstName}
          error={errors['firstName']}
          onChange={setField}
          autoComplete="given-name"
          maxLength={MAX_NAME_LENGTH}
        />
        <AccountField
          form={FORM}
          name="lastName"
          label={t('checkout.field.lastName')}
          value={values.lastName}
          error={errors['lastName']}
          onChange={setField}
          autoComplete="family-name"
          maxLength={MAX_NAME_LENGTH}
        />
      </div>
      <fieldset className="choice-group" aria-describedby={errors['customerType'] ? 'account-customerType-error' : undefined}>
        <legend className="field__label">{t('checkout.customerType.legend')}</legend>
        {CUSTOMER_TYPES.map((type) => (
          <label key={type} className="choice">
            <input
              id={accountFieldId(FORM, `customerType-${type}`)}
              type="radio"
              name="customerType"
              value={type}
              checked={values.customerType === type}
              onChange={() => setField('customerType', type)}
            />
            {t(`checkout.customerType.${type}`)}
          </label>
        ))}
        {errors['customerType'] && (
          <p className="field__error" id="account-customerType-error">
            {errors['customerType']}
          </p>
        )}
      </fieldset>
      {values.customerType === 'company' && (
        <AccountField
          form={FORM}
          name="vatId"
          label={t('checkout.field.vatId')}
          hint={t('account.profile.vatIdHint')}
          value={values.vatId}
          error={errors['vatId']}
          onChange={setField}
          autoComplete="off"
          maxLength={MAX_VAT_ID_INPUT_LENGTH}
          required={false}
        />
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={saving || !mounted}>
          {saving ? t('account.form.saving') : t('account.profile.save')}
        </button>
        <FormStatus status={status} />
      </div>
    </form>
  );
}
