// The my-profile page's content: the profile form and the password change under it. Both change the same
// customer, so the page keeps the customer as last stored: a save after a password change must not meet a
// version conflict, and the password form names the current e-mail to password managers. A customer who
// signs in only with Google or Facebook has no password: the page says so instead of asking for one.
import { useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import type { CustomerProfile } from '../../domain/account/customer.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

export function MyProfile({ profile }: { profile: CustomerProfile }) {
  const [stored, setStored] = useState(profile);
  const t = useT();
  return (
    <>
      <ProfileForm profile={profile} version={stored.version} onStored={setStored} />
      {stored.hasPassword ? (
        <PasswordForm email={stored.email} onChanged={setStored} />
      ) : (
        <section className="account-section" aria-labelledby="password-external-title">
          <div className="account-section__head">
            <h2 id="password-external-title" className="account-section__title">
              {t('account.password.title')}
            </h2>
          </div>
          <p data-testid="password-external">{t('account.password.external')}</p>
        </section>
      )}
    </>
  );
}
