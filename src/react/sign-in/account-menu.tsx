// The header's account dropdown for a signed-in customer (spec part 1 §2): first and last name, e-mail,
// the account pages and 'Log out'. Loaded by <AccountEntry> only when the `customer_id` cookie exists;
// until `GET /api/account/me` answers (and when it refuses: the session has ended) the login link stays.
// A disclosure button with a panel of links: Enter or Space opens it, Escape closes it and returns the
// focus to the button, and a click or the focus anywhere outside closes it.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FixedRouteName } from '../../domain/routes/route-table.ts';
import { useDismiss } from '../components/use-dismiss.ts';
import { AccountIcon } from '../frame/account-icon.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { fetchMe, type SignedInCustomer } from './account-client.ts';
import { LogOutForm } from './log-out-form.tsx';

const ACCOUNT_LINKS: readonly FixedRouteName[] = [
  'myAccount',
  'myProfile',
  'shippingDetails',
  'billingDetails',
  'myNewsletter',
  'myReviews',
  'loyaltyCard',
];

export function AccountMenu({ login }: { login: ReactNode }) {
  const [customer, setCustomer] = useState<SignedInCustomer | null>(null);
  useEffect(() => {
    let mounted = true;
    void fetchMe().then((result) => {
      if (!mounted) return;
      if (result.ok) setCustomer(result.body.customer);
      // 401: the cookie outlived its session; the login link is right. Anything else is worth a look.
      else if (result.status !== 401) console.warn('account menu: the signed-in customer could not be read', result.status, result.error);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return customer ? <AccountDropdown customer={customer} /> : login;
}

function AccountDropdown({ customer }: { customer: SignedInCustomer }) {
  const t = useT();
  const link = useLink();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(root, open, (by) => {
    setOpen(false);
    if (by === 'escape') toggle.current?.focus();
  });

  return (
    <div ref={root} className="account-menu">
      <button
        ref={toggle}
        type="button"
        className="header__action account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}>
        <AccountIcon />
        <span className="header__action-label">{t('header.account')}</span>
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__name">
          {customer.firstName} {customer.lastName}
        </p>
        <p className="account-menu__email">{customer.email}</p>
        <ul className="account-menu__links" role="list">
          {ACCOUNT_LINKS.map((name) => (
            <li key={name}>
              <a href={link({ name })}>{t(`route.${name}`)}</a>
            </li>
          ))}
        </ul>
        <LogOutForm className="button button--secondary button--wide" />
      </div>
    </div>
  );
}
