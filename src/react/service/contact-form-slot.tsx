// The customer-service form is a chunk of its own: nothing of it is rendered or loaded until an opener
// sets contactFormAtom, on the server as in the browser, so hydration is not affected. A link with the
// form's query parameter (`?contact` or `?contact=returns`, from mails and content pages) opens it once
// the page is up, and the parameter leaves the address (a reload or a shared link does not reopen it).
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { CONTACT_FORM_QUERY, isContactReason } from '../../domain/service/contact-reasons.ts';
import { contactFormAtom, useOpenContactForm } from './contact-form-state.ts';

const ContactForm = lazy(() => import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })));

/** `returnsPortalUrl`: the frame's returns portal for this locale (the returns shortcut links it). */
export function ContactFormSlot({ returnsPortalUrl }: { returnsPortalUrl: string }) {
  const preset = useAtomValue(contactFormAtom);
  const open = useOpenContactForm();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page is up
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(CONTACT_FORM_QUERY)) return;
    const reason = url.searchParams.get(CONTACT_FORM_QUERY);
    url.searchParams.delete(CONTACT_FORM_QUERY);
    window.history.replaceState(window.history.state, '', url);
    open(isContactReason(reason) ? { reason } : {});
  }, []);
  if (!preset) return null;
  return (
    <Suspense fallback={null}>
      <ContactForm preset={preset} returnsPortalUrl={returnsPortalUrl} />
    </Suspense>
  );
}
