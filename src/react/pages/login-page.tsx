// The login page and the checkout's login step (routes 'login', 'checkoutLogin'). Signed in, the customer
// goes back to `?return=` (a path on this site only), else to the account; from checkout, on to the
// addresses step. `?verify=<token>`, the link of the confirmation e-mail, confirms the e-mail first.
// Not indexed and never stored: the address may carry a token.
import { safeSitePath } from '../../domain/routes/safe-path.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { CreateAccountCard, GuestCard } from '../sign-in/entry-choices.tsx';
import { EntryLayout } from '../sign-in/entry-layout.tsx';
import { LoginForm } from '../sign-in/login-form.tsx';
import { queryParameter } from '../sign-in/page-query.ts';
import { definePage, shopTitle } from './define-page.ts';

function LoginPage({ checkout, path }: { checkout: boolean; path: string }) {
  const t = useT();
  const link = useLink();
  const next = checkout ? link({ name: 'addresses' }) : (safeSitePath(queryParameter(path, 'return')) ?? link({ name: 'myAccount' }));
  return (
    <EntryLayout
      title={t(checkout ? 'route.checkoutLogin' : 'route.login')}
      checkout={checkout}
      aside={
        <>
          {checkout && <GuestCard />}
          <CreateAccountCard checkout={checkout} />
        </>
      }>
      <LoginForm next={next} verifyToken={queryParameter(path, 'verify')} checkout={checkout} />
    </EntryLayout>
  );
}

export default definePage({
  kind: 'login',
  routes: ['login', 'checkoutLogin'],
  async load({ route }) {
    return { data: { checkout: route.name === 'checkoutLogin' }, noStore: true };
  },
  head: (page, { t }) => ({ title: shopTitle(t(page.checkout ? 'route.checkoutLogin' : 'route.login'), t) }),
  Component: ({ page, frame }) => <LoginPage checkout={page.checkout} path={frame.path} />,
});
