// The customer-service form (spec part 1 §2, §3, §4). Issue 16 seam: the reasons, fields and sending
// are built by the service-form part of the issue.
import { useSetAtom } from 'jotai';
import { ModalDialog } from '../components/modal-dialog.tsx';
import { useT } from '../i18n/i18n.tsx';
import { type ContactFormPreset, contactFormAtom } from './contact-form-state.ts';

export function ContactForm({ preset }: { preset: ContactFormPreset }) {
  const t = useT();
  const close = useSetAtom(contactFormAtom);
  return (
    <ModalDialog open onClose={() => close(null)} title={t('contact.title')} closeLabel={t('contact.close')} testId="contact-form">
      <p>{preset.reason ?? ''}</p>
    </ModalDialog>
  );
}
