// The password reset's last step (route 'passwordResetChangePassword', `?token=` from the e-mail's link):
// the new password twice. Never stored, not indexed: the address carries the token.
import { useT } from '../i18n/i18n.tsx';
import { ChangePasswordForm } from '../sign-in/change-password-form.tsx';
import { EntryLayout } from '../sign-in/entry-layout.tsx';
import { queryParameter } from '../sign-in/page-query.ts';
import { definePage, shopTitle } from './define-page.ts';

function ChangePasswordPage({ path }: { path: string }) {
  const t = useT();
  return (
    <EntryLayout title={t('route.passwordResetChangePassword')} checkout={false}>
      <ChangePasswordForm token={queryParameter(path, 'token') || null} />
    </EntryLayout>
  );
}

export default definePage({
  kind: 'change-password',
  routes: ['passwordResetChangePassword'],
  async load() {
    return { data: {}, noStore: true };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.passwordResetChangePassword'), t) }),
  Component: ({ frame }) => <ChangePasswordPage path={frame.path} />,
});
