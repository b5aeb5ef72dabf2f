// The cards beside the sign-in forms: the other ways on from each page.
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { EntryCard } from './entry-layout.tsx';

/** Checkout without an account (spec part 1 §4: an anonymous visitor checks out with an e-mail). */
export function GuestCard() {
  const t = useT();
  const link = useLink();
  return (
    <EntryCard title={t('signIn.guest.title')} text={t('signIn.guest.text')} href={link({ name: 'addresses' })} action={t('signIn.guest.action')} />
  );
}

export function CreateAccountCard({ checkout }: { checkout: boolean }) {
  const t = useT();
  const link = useLink();
  return (
    <EntryCard
      title={t('signIn.login.newTitle')}
      text={t('signIn.login.newText')}
      href={link({ name: checkout ? 'checkoutCreateAccount' : 'createAccount' })}
      action={t('route.createAccount')}
    />
  );
}

export function LoginCard({ checkout }: { checkout: boolean }) {
  const t = useT();
  const link = useLink();
  return (
    <EntryCard
      title={t('signIn.register.haveAccount')}
      text={t('signIn.register.haveAccountText')}
      href={link({ name: checkout ? 'checkoutLogin' : 'login' })}
      action={t('route.login')}
    />
  );
}
