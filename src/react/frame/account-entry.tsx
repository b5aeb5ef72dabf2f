// The header's 'My Account' (spec part 1 §2): a link to the login page, as the server renders it for
// everyone (public pages carry no personal data). After mount, when the `customer_id` cookie says a
// customer signed in on this browser, the account menu's chunk is loaded; it asks `GET /api/account/me`
// and turns the link into the dropdown with the name and e-mail. Shoppers who never sign in download
// none of it.
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { AccountIcon } from './account-icon.tsx';
import { hasSignedInCookie } from './signed-in-cookie.ts';

export function AccountEntry() {
  const t = useT();
  const link = useLink();
  const [Menu, setMenu] = useState<ComponentType<{ login: ReactNode }> | null>(null);
  useEffect(() => {
    if (!hasSignedInCookie(document.cookie)) return undefined;
    let mounted = true;
    // Not caught here on purpose: a chunk missing after a deploy reloads the page (chunk-reload.ts).
    void import('../sign-in/account-menu.tsx').then((module) => {
      if (mounted) setMenu(() => module.AccountMenu);
    });
    return () => {
      mounted = false;
    };
  }, []);
  const login = (
    <a className="header__action" href={link({ name: 'login' })}>
      <AccountIcon />
      <span className="header__action-label">{t('header.account')}</span>
    </a>
  );
  return Menu ? <Menu login={login} /> : login;
}
