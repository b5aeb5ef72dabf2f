// Spec part 1 §4: "After mount, if auth says logged in but the store says not, the page reloads." The
// sign-in and registration pages are only ever rendered for visitors who are not signed in (their guard
// sends a signed-in one home), so finding the `customer_id` cookie after mount means this copy is out of
// date: signed in in another tab, or shown again from the back-forward cache after signing in. One
// reload lets the server decide. Once per page: the server's answer deletes a cookie that outlived its
// session, and should one survive anyway, the marker stops a second reload of the same page.
import { useEffect } from 'react';
import { hasSignedInCookie } from '../frame/signed-in-cookie.ts';

const RELOADED_KEY = 'signed-in-reload';

function reloadOnce(): void {
  try {
    if (!hasSignedInCookie(document.cookie)) {
      window.sessionStorage.removeItem(RELOADED_KEY);
      return;
    }
    if (window.sessionStorage.getItem(RELOADED_KEY) === window.location.pathname) return;
    window.sessionStorage.setItem(RELOADED_KEY, window.location.pathname);
  } catch (error) {
    // Without the marker a reload could repeat: the page stays as it is (its forms still work).
    console.warn('signed-in check skipped: sessionStorage unavailable', error);
    return;
  }
  window.location.reload();
}

export function useSignedInReload(): void {
  useEffect(() => {
    reloadOnce();
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) reloadOnce();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}
