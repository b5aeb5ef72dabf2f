// The newsletter block above the footer (spec part 1 §2 "Layouts": for shoppers who are not signed in,
// after mount). The server renders nothing and neither does the first browser render, so hydration
// matches; a moment after mount, for a guest, the block's chunk is loaded (newsletter-form.tsx), which
// also decides when the block may appear without moving what the shopper is looking at.
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasSignedInCookie } from '../frame/signed-in-cookie.ts';

const NewsletterForm = lazy(() => import('./newsletter-form.tsx'));

/** After the page's own start-up work (hydration, the live cart, the streamed parts). */
const AFTER_START_MS = 1500;

export function NewsletterBlock() {
  const [guest, setGuest] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGuest(!hasSignedInCookie(document.cookie)), AFTER_START_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    guest && (
      <Suspense fallback={null}>
        <NewsletterForm />
      </Suspense>
    )
  );
}
