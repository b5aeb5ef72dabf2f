// The registration form (spec part 1 §2 /create-account, part 2 §7.1 customerSignMeUp): first and last
// name, e-mail, password with its rule shown before anything is typed, private or company customer (a
// company gives its VAT ID). The API answers every accepted registration the same way (202: check your
// e-mail), whether the address was new or known, so the form shows that answer and nothing else.
import { type FormEvent, useState } from 'react';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../domain/account/credentials.ts';
import { MAX_EMAIL_LENGTH } from '../../domain/checkout/contact.ts';
import { MAX_VAT_ID_INPUT_LENGTH } from '../../domain/vat/vat-id.ts';
import { useT } from '../i18n/i18n.tsx';
import { register, resendVerification } from './account-client.ts';
import { AccountField } from '../account/account-field.tsx';
import { CheckEmail } from './check-email.tsx';
import { AccountAlert } from './entry-layout.tsx';
import { useAccountForm } from './use-account-form.ts';

const FORM = 'registration';
const CUSTOMER_TYPES = ['private', 'company'] as const;

export function RegistrationForm() {
  const t = useT();
  const form = useAccountForm({ firstName: '', lastName: '', email: '', password: '', customerType: 'private', vatId: '' });
  const { values, errors, change } = form;
  const [sent, setSent] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const company = values.customerType === 'company';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.begin()) return;
    const { firstName, lastName, email, password, vatId } = values;
    const result = await register({
      firstName,
      lastName,
      email,
      password,
      customerType: company ? 'company' : 'private',
      ...(company ? { vatId } : {}),
    });
    form.end();
    if (result.ok) setSent(result.body.message);
    else form.refuse(result);
  }

  async function resend() {
    const result = await resendVerification(values.email);
    setResent(result.ok ? result.body.message : (result.message ?? t('account.error.unavailable')));
  }

  if (sent)
    return (
      <CheckEmail title={t('signIn.checkEmail.title')} message={sent}>
        <p className="account-done__email">{values.email}</p>
        <button type="button" className="button button--secondary" onClick={() => void resend()}>
          {t('signIn.verify.resend')}
        </button>
        {resent && <p>{resent}</p>}
      </CheckEmail>
    );

  const field = { form: FORM, onChange: change };
  return (
    <form
      ref={form.formRef}
      className="account-form"
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="account-title">
      <AccountAlert message={form.alert} />
      <div className="account-form__pair">
        <AccountField
          {...field}
          name="firstName"
          label={t('signIn.field.firstName')}
          value={values.firstName}
          error={errors['firstName']}
          autoComplete="given-name"
          maxLength={MAX_NAME_LENGTH}
          half
        />
        <AccountField
          {...field}
          name="lastName"
          label={t('signIn.field.lastName')}
          value={values.lastName}
          error={errors['lastName']}
          autoComplete="family-name"
          maxLength={MAX_NAME_LENGTH}
          half
        />
      </div>
      <AccountField
        {...field}
        name="email"
        type="email"
        label={t('signIn.field.email')}
        value={values.email}
        error={errors['email']}
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
      />
      <AccountField
        {...field}
        name="password"
        type="password"
        label={t('signIn.field.password')}
        value={values.password}
        error={errors['password']}
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        hint={t('account.password.rule', { length: MIN_PASSWORD_LENGTH })}
      />
      <fieldset className="choice-group">
        <legend className="field__label">{t('signIn.field.customerType')}</legend>
        {CUSTOMER_TYPES.map((type) => (
          <label key={type} className="choice">
            <input
              type="radio"
              name="customerType"
              value={type}
              checked={values.customerType === type}
              onChange={() => change('customerType', type)}
            />
            {t(`checkout.customerType.${type}`)}
          </label>
        ))}
        {errors['customerType'] && <p className="field__error">{errors['customerType']}</p>}
      </fieldset>
      {company && (
        <AccountField
          {...field}
          name="vatId"
          label={t('checkout.field.vatId')}
          value={values.vatId}
          error={errors['vatId']}
          autoComplete="off"
          maxLength={MAX_VAT_ID_INPUT_LENGTH}
        />
      )}
      <button type="submit" className="button button--primary button--wide" disabled={form.submitting} aria-busy={form.submitting}>
        {t('signIn.register.submit')}
      </button>
    </form>
  );
}
