// 'Change password' on my profile (spec part 1 §4: the change signs out, then in again with the new
// password). The rule for a new password is shown before typing; the browser only checks that the new
// password was typed the same twice, the rest is the server's answer, shown at its field. On success the
// answer has renewed the session's cookies, so the customer stays signed in; the fields are emptied.
import { type FormEvent, useRef, useState } from 'react';
import type { CustomerProfile } from '../../domain/account/customer.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../domain/account/credentials.ts';
import { useT } from '../i18n/i18n.tsx';
import { postPasswordChange } from './account-client.ts';
import { AccountField, accountFieldId } from './account-field.tsx';
import { FormStatus, type FormStatusValue } from './form-status.tsx';
import { useMounted } from './use-mounted.ts';

/** The fields' id prefix (`account-email` …): the API's field errors focus them. */
const FORM = 'account';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordAgain: '' };
type PasswordValues = typeof EMPTY;
const FIELD_ORDER = ['currentPassword', 'newPassword', 'newPasswordAgain'] as const;

interface PasswordFormProps {
  /** The sign-in name, for password managers (they store the new password under it). */
  email: string;
  /** The customer after the change: commercetools moved the version on, which the profile form needs for its next save. */
  onChanged: (customer: CustomerProfile) => void;
}

export function PasswordForm({ email, onChanged }: PasswordFormProps) {
  const t = useT();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  const [saving, setSaving] = useState(false);
  // A second Enter or click before React re-renders the disabled button must not send a second change.
  const sending = useRef(false);
  const mounted = useMounted();
  const setField = (field: string, value: string) => setValues((current) => ({ ...current, [field]: value }));

  function fail(fields: Readonly<Record<string, string>>, message: string) {
    setErrors(fields);
    setStatus({ kind: 'failed', message });
    const first = FIELD_ORDER.find((field) => fields[field]);
    if (first) document.getElementById(accountFieldId(FORM, first))?.focus();
  }

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    if (values.newPassword !== values.newPasswordAgain) {
      fail({ newPasswordAgain: t('account.password.mismatch') }, t('account.error.invalid-input'));
      return;
    }
    sending.current = true;
    setSaving(true);
    setStatus(null);
    const result = await postPasswordChange({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    sending.current = false;
    setSaving(false);
    if (result.ok) {
      setValues(EMPTY);
      setErrors({});
      setStatus({ kind: 'saved', message: t('account.password.changed') });
      onChanged(result.value);
      return;
    }
    const message = result.message ?? t('account.error.unavailable');
    // A wrong current password is a refusal of its own (not a field map): its message belongs at that field.
    if (result.error === 'wrong-password') fail({ currentPassword: message }, t('account.error.invalid-input'));
    else fail(result.fields, message);
  }

  return (
    <section className="account-section" aria-labelledby="password-title">
      <div className="account-section__head">
        <h2 id="password-title" className="account-section__title">
          {t('account.password.title')}
        </h2>
        <FormStatus status={status} />
      </div>
      <form className="account-form" noValidate onSubmit={change}>
        {/* Password managers file a new password under the sign-in name they find in its form. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <AccountField
          form={FORM}
          name="currentPassword"
          type="password"
          label={t('account.password.current')}
          value={values.currentPassword}
          error={errors['currentPassword']}
          onChange={setField}
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
        />
        <AccountField
          form={FORM}
          name="newPassword"
          type="password"
          label={t('account.password.new')}
          hint={t('account.password.rule', { length: MIN_PASSWORD_LENGTH })}
          value={values.newPassword}
          error={errors['newPassword']}
          onChange={setField}
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
        />
        <AccountField
          form={FORM}
          name="newPasswordAgain"
          type="password"
          label={t('account.password.again')}
          value={values.newPasswordAgain}
          error={errors['newPasswordAgain']}
          onChange={setField}
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
        />
        <div className="account-form__actions">
          <button type="submit" className="button button--primary" disabled={saving || !mounted}>
            {saving ? t('account.form.saving') : t('account.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
