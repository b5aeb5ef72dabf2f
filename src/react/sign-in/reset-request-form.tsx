// The first step of the password reset (spec part 1 §2 /password-reset): the e-mail of the account. The
// answer is the same whether or not the address has one; the link arrives by e-mail (the customer-data
// `reset-password` event). `onSent` gets the API's message: the page goes on to its check-email step.
import type { FormEvent } from 'react';
import { MAX_EMAIL_LENGTH } from '../../domain/checkout/contact.ts';
import { useT } from '../i18n/i18n.tsx';
import { requestPasswordReset } from './account-client.ts';
import { AccountField } from '../account/account-field.tsx';
import { AccountAlert } from './entry-layout.tsx';
import { useAccountForm } from './use-account-form.ts';

export function ResetRequestForm({ onSent }: { onSent: (message: string) => void }) {
  const t = useT();
  const form = useAccountForm({ email: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.begin()) return;
    const result = await requestPasswordReset(form.values.email);
    form.end();
    if (result.ok) onSent(result.body.message);
    else form.refuse(result);
  }

  return (
    <form
      ref={form.formRef}
      className="account-form"
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="account-title">
      <p className="account-form__intro">{t('signIn.passwordReset.intro')}</p>
      <AccountAlert message={form.alert} />
      <AccountField
        form="password-reset"
        name="email"
        type="email"
        label={t('signIn.field.email')}
        value={form.values.email}
        error={form.errors['email']}
        onChange={form.change}
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
      />
      <button type="submit" className="button button--primary button--wide" disabled={form.submitting} aria-busy={form.submitting}>
        {t('signIn.passwordReset.submit')}
      </button>
    </form>
  );
}
