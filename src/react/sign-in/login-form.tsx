// The login form (spec part 1 §2, part 2 §8 'Customer login failed'): e-mail and password, the refusal
// above the form, field errors at their fields. An account whose e-mail is not confirmed yet (403
// `email-not-verified`) gets a button that sends the confirmation link again. Arriving from the
// confirmation e-mail (`?verify=<token>`) the e-mail is confirmed first and the page says so.
import { type FormEvent, useEffect, useState } from 'react';
import { MAX_PASSWORD_LENGTH } from '../../domain/account/credentials.ts';
import { MAX_EMAIL_LENGTH } from '../../domain/checkout/contact.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { logIn, resendVerification, verifyEmail } from './account-client.ts';
import { AccountField } from '../account/account-field.tsx';
import { AccountAlert } from './entry-layout.tsx';
import { useAccountForm } from './use-account-form.ts';

const FORM = 'login';

interface LoginFormProps {
  /** Where a signed-in customer goes next. */
  next: string;
  /** The e-mail confirmation token of `?verify=`, or null. */
  verifyToken: string | null;
  checkout: boolean;
}

/** The address without its `verify` parameter: the token is used up and should not stay in history. */
function withoutVerifyParameter(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('verify');
  return url.pathname + url.search + url.hash;
}

export function LoginForm({ next, verifyToken, checkout }: LoginFormProps) {
  const t = useT();
  const link = useLink();
  const form = useAccountForm({ email: '', password: '' });
  const { values, errors, change } = form;
  /** A confirmation or a resent link: good news above the form. */
  const [notice, setNotice] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);

  // Once per page: the token is used up by the first answer (the form's functions are new each render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the confirmation runs once per token, not once per render
  useEffect(() => {
    if (!verifyToken) return;
    window.history.replaceState(window.history.state, '', withoutVerifyParameter());
    void verifyEmail(verifyToken).then((result) => {
      if (result.ok) {
        setNotice(t('signIn.verify.done'));
        change('email', result.body.email);
      } else form.refuse(result);
    });
  }, [verifyToken]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.begin()) return;
    setUnverified(null);
    setNotice(null);
    const result = await logIn(values.email, values.password);
    if (result.ok) {
      window.location.assign(next);
      return;
    }
    form.end();
    if (result.status === 403 && result.error === 'email-not-verified') {
      setUnverified(result.message ?? t('signIn.verify.pending'));
      // No field is wrong: the focus goes to the message and its button.
      form.fail({});
    } else form.refuse(result);
  }

  async function resend() {
    if (!form.begin()) return;
    const result = await resendVerification(values.email);
    form.end();
    if (!result.ok) {
      form.refuse(result);
      return;
    }
    setUnverified(null);
    setNotice(result.body.message);
  }

  return (
    <form
      ref={form.formRef}
      className="account-form"
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="account-title">
      <AccountAlert message={notice} kind="info" />
      <AccountAlert message={form.alert} />
      <AccountAlert message={unverified}>
        <button type="button" className="button button--secondary" onClick={() => void resend()} disabled={form.submitting}>
          {t('signIn.verify.resend')}
        </button>
      </AccountAlert>
      <AccountField
        form={FORM}
        name="email"
        type="email"
        label={t('signIn.field.email')}
        value={values.email}
        error={errors['email']}
        onChange={change}
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
      />
      <AccountField
        form={FORM}
        name="password"
        type="password"
        label={t('signIn.field.password')}
        value={values.password}
        error={errors['password']}
        onChange={change}
        autoComplete="current-password"
        maxLength={MAX_PASSWORD_LENGTH}
      />
      <a className="account-form__link" href={link({ name: checkout ? 'checkoutPasswordReset' : 'passwordReset' })}>
        {t('signIn.login.forgotten')}
      </a>
      <button type="submit" className="button button--primary button--wide" disabled={form.submitting} aria-busy={form.submitting}>
        {t('signIn.login.submit')}
      </button>
    </form>
  );
}
