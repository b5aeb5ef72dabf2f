// The footer's two interactive bits, kept tiny because the footer is in every page's start-up script:
// 'Contact us' opens the customer-service form, 'My account' follows the sign-in state.
import { useSyncExternalStore } from 'react';
import { useLink } from '../market-context.tsx';
import { useOpenContactForm } from '../service/contact-form-state.ts';
import { hasSignedInCookie } from './signed-in-cookie.ts';

export function ContactUsButton({ label }: { label: string }) {
  const open = useOpenContactForm();
  return (
    <button type="button" className="button button--secondary footer__button" onClick={() => open()}>
      {label}
    </button>
  );
}

const noSubscription = () => () => undefined;

/**
 * A guest goes to sign-in (which leads on to the account, login-page.tsx), a signed-in customer to the
 * account: the account's guard would send a guest home. The server renders the guest's link, and so does
 * hydration (server snapshot); React then swaps it when the `customer_id` cookie says otherwise.
 */
export function MyAccountLink({ label, className }: { label: string; className?: string }) {
  const link = useLink();
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => hasSignedInCookie(document.cookie),
    () => false,
  );
  return (
    <a className={className} href={link({ name: signedIn ? 'myAccount' : 'login' })}>
      {label}
    </a>
  );
}
