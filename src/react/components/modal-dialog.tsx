// Every modal and sidebar of the frame (contact form, navigation, complementary products, extra
// guarantee…) is this one native <dialog> opened with showModal(): the browser makes the rest of the
// page inert (focus stays inside), Escape closes it, and focus returns to what opened it. A click on the
// backdrop closes it too. `side` makes it a drawer from the left or right instead of a centred modal.
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button, in the shopper's language (e.g. t('contact.close')). */
  closeLabel: string;
  side?: 'left' | 'right' | 'centre';
  className?: string;
  testId?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function ModalDialog({ open, onClose, title, closeLabel, side = 'centre', className, testId, children, footer }: ModalDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  const modifier = side === 'centre' ? 'modal' : `drawer drawer--${side}`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the dialog; the keyboard has Escape (the dialog's own cancel, then onClose) and the close button
    <dialog
      ref={dialog}
      className={[modifier, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="drawer__panel">
        <div className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <button type="button" className="drawer__close" onClick={onClose} aria-label={closeLabel}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="drawer__body">{children}</div>
        {footer && <div className="drawer__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
