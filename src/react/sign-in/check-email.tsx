// What a page shows once its request is in and an e-mail is on its way (registration, password reset):
// the API's message (it never says whether the address has an account) and what to do next.
import type { ReactNode } from 'react';

/** `title` is left out where the page's own heading says it already (/password-reset/check-email). */
export function CheckEmail({ title, message, children }: { title?: string; message: string; children?: ReactNode }) {
  return (
    <div className="account-done" role="status">
      {title && <h2 className="account-done__title">{title}</h2>}
      <p>{message}</p>
      {children}
    </div>
  );
}
