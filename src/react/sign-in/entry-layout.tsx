// The frame of the sign-in, registration and password pages: the title, the form, and beside it (under
// it on phones) the other way on: create an account, log in, or, in checkout, continue as a guest. The
// checkout's entry steps show the checkout's progress and container.
import type { ReactNode } from 'react';
import { CheckoutProgress } from '../pages/parts/checkout-progress.tsx';
import { useSignedInReload } from './use-signed-in-reload.ts';

/** The checkout's entry steps lead into the shipping step (spec part 1 §2: shipping is step 2). */
const SHIPPING_STEP = 2;

interface EntryLayoutProps {
  title: string;
  /** Shown as a checkout step (`/checkout/login` …). */
  checkout: boolean;
  aside?: ReactNode;
  children: ReactNode;
}

export function EntryLayout({ title, checkout, aside, children }: EntryLayoutProps) {
  // Every page in this frame is for visitors who are not signed in (the guest-only guard of spec part 1 §2).
  useSignedInReload();
  return (
    <section className={`account-entry${checkout ? ' account-entry--checkout' : ''}`} aria-labelledby="account-title">
      {checkout && <CheckoutProgress current={[SHIPPING_STEP]} />}
      <h1 id="account-title" className="account-entry__title">
        {title}
      </h1>
      <div className="account-entry__layout">
        <div className="account-entry__main">{children}</div>
        {aside && <aside className="account-entry__aside">{aside}</aside>}
      </div>
    </section>
  );
}

/** A card of the aside: a heading, a sentence and one link. */
export function EntryCard({ title, text, href, action }: { title: string; text: string; href: string; action: string }) {
  return (
    <div className="account-card">
      <h2 className="account-card__title">{title}</h2>
      <p className="account-card__text">{text}</p>
      <a className="button button--secondary" href={href}>
        {action}
      </a>
    </div>
  );
}

/** The refusal above a form ('Customer login failed'): announced, and focused after a refused submit. */
export function AccountAlert({ message, kind = 'error', children }: { message: string | null; kind?: 'error' | 'info'; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className={`account-alert account-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      <p>{message}</p>
      {children}
    </div>
  );
}
