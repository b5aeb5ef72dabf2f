// The my-profile page's content: the profile form and the password change under it. Both change the same
// customer, so the page keeps the customer as last stored: a save after a password change must not meet a
// version conflict, and the password form names the current e-mail to password managers.
import { useState } from 'react';
import type { CustomerProfile } from '../../domain/account/customer.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

export function MyProfile({ profile }: { profile: CustomerProfile }) {
  const [stored, setStored] = useState(profile);
  return (
    <>
      <ProfileForm profile={profile} version={stored.version} onStored={setStored} />
      <PasswordForm email={stored.email} onChanged={setStored} />
    </>
  );
}
