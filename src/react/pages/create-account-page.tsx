// The registration page and the checkout's registration step (routes 'createAccount',
// 'checkoutCreateAccount'). After the form is sent the customer confirms the e-mail from the link it
// brings; in checkout the way on as a guest stays open meanwhile.
import { useT } from '../i18n/i18n.tsx';
import { GuestCard, LoginCard } from '../sign-in/entry-choices.tsx';
import { EntryLayout } from '../sign-in/entry-layout.tsx';
import { RegistrationForm } from '../sign-in/registration-form.tsx';
import { definePage, shopTitle } from './define-page.ts';

function CreateAccountPage({ checkout }: { checkout: boolean }) {
  const t = useT();
  return (
    <EntryLayout
      title={t(checkout ? 'route.checkoutCreateAccount' : 'route.createAccount')}
      checkout={checkout}
      aside={
        <>
          {checkout && <GuestCard />}
          <LoginCard checkout={checkout} />
        </>
      }>
      <RegistrationForm />
    </EntryLayout>
  );
}

export default definePage({
  kind: 'create-account',
  routes: ['createAccount', 'checkoutCreateAccount'],
  async load({ route }) {
    return { data: { checkout: route.name === 'checkoutCreateAccount' }, noStore: true };
  },
  head: (page, { t }) => ({ title: shopTitle(t(page.checkout ? 'route.checkoutCreateAccount' : 'route.createAccount'), t) }),
  Component: ({ page }) => <CreateAccountPage checkout={page.checkout} />,
});
