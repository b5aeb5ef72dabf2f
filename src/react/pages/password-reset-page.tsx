// The password reset's first steps (routes 'passwordReset', 'checkoutPasswordReset',
// 'passwordResetCheckEmail'): the e-mail form, then 'check your e-mail'. Outside checkout that is a page
// of its own (/password-reset/check-email); in checkout the message takes the form's place and the way on
// as a guest stays beside it.
import { useState } from 'react';
import type { FixedRouteName } from '../../domain/routes/route-table.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { CheckEmail } from '../sign-in/check-email.tsx';
import { GuestCard, LoginCard } from '../sign-in/entry-choices.tsx';
import { EntryLayout } from '../sign-in/entry-layout.tsx';
import { ResetRequestForm } from '../sign-in/reset-request-form.tsx';
import { definePage, shopTitle } from './define-page.ts';

type ResetRoute = Extract<FixedRouteName, 'passwordReset' | 'checkoutPasswordReset' | 'passwordResetCheckEmail'>;

function PasswordResetPage({ route }: { route: ResetRoute }) {
  const t = useT();
  const link = useLink();
  const checkout = route === 'checkoutPasswordReset';
  const [sent, setSent] = useState<string | null>(route === 'passwordResetCheckEmail' ? t('account.passwordReset.requested') : null);
  return (
    <EntryLayout
      title={t(`route.${route}`)}
      checkout={checkout}
      aside={
        <>
          {checkout && <GuestCard />}
          <LoginCard checkout={checkout} />
        </>
      }>
      {sent ? (
        <CheckEmail title={checkout ? t('route.passwordResetCheckEmail') : undefined} message={sent} />
      ) : (
        <ResetRequestForm onSent={(message) => (checkout ? setSent(message) : window.location.assign(link({ name: 'passwordResetCheckEmail' })))} />
      )}
    </EntryLayout>
  );
}

export default definePage({
  kind: 'password-reset',
  routes: ['passwordReset', 'checkoutPasswordReset', 'passwordResetCheckEmail'],
  async load({ route }) {
    return { data: { route: route.name }, noStore: true };
  },
  head: (page, { t }) => ({ title: shopTitle(t(`route.${page.route}`), t) }),
  Component: ({ page }) => <PasswordResetPage route={page.route} />,
});
