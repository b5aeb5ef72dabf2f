// The last step of the password reset (spec part 1 §2 /password-reset/change-password?token=): the new
// password twice, its rule shown before typing. The token comes from the link in the e-mail; a forged,
// used or expired one is refused with a way to ask for a new link. A changed password does not sign in:
// the customer logs in with it next.
import { type FormEvent, useState } from 'react';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../domain/account/credentials.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { confirmPasswordReset } from './account-client.ts';
import { AccountField } from '../account/account-field.tsx';
import { CheckEmail } from './check-email.tsx';
import { AccountAlert } from './entry-layout.tsx';
import { useAccountForm } from './use-account-form.ts';

const FORM = 'change-password';

export function ChangePasswordForm({ token }: { token: string | null }) {
  const t = useT();
  const link = useLink();
  const form = useAccountForm({ password: '', passwordRepeat: '' });
  const { values, errors, change } = form;
  const [outcome, setOutcome] = useState<'changed' | 'invalid-token' | null>(token ? null : 'invalid-token');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    if (values.password !== values.passwordRepeat) {
      form.fail({ passwordRepeat: t('signIn.password.mismatch') });
      return;
    }
    if (!form.begin()) return;
    const result = await confirmPasswordReset(token, values.password);
    form.end();
    if (result.ok) setOutcome('changed');
    else if (result.error === 'invalid-token') setOutcome('invalid-token');
    else form.refuse(result);
  }

  if (outcome === 'changed')
    return (
      <CheckEmail title={t('signIn.changePassword.done')} message={t('signIn.changePassword.doneText')}>
        <a className="button button--primary" href={link({ name: 'login' })}>
          {t('route.login')}
        </a>
      </CheckEmail>
    );
  if (outcome === 'invalid-token')
    return (
      <div className="account-alert account-alert--error" role="alert">
        <p>{t('signIn.changePassword.invalidToken')}</p>
        <a className="button button--secondary" href={link({ name: 'passwordReset' })}>
          {t('signIn.changePassword.askAgain')}
        </a>
      </div>
    );

  const field = { form: FORM, onChange: change, type: 'password' as const, autoComplete: 'new-password', maxLength: MAX_PASSWORD_LENGTH };
  return (
    <form
      ref={form.formRef}
      className="account-form"
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="account-title">
      <AccountAlert message={form.alert} />
      <AccountField
        {...field}
        name="password"
        label={t('signIn.field.newPassword')}
        value={values.password}
        error={errors['password']}
        hint={t('account.password.rule', { length: MIN_PASSWORD_LENGTH })}
      />
      <AccountField
        {...field}
        name="passwordRepeat"
        label={t('signIn.field.repeatPassword')}
        value={values.passwordRepeat}
        error={errors['passwordRepeat']}
      />
      <button type="submit" className="button button--primary button--wide" disabled={form.submitting} aria-busy={form.submitting}>
        {t('signIn.changePassword.submit')}
      </button>
    </form>
  );
}
