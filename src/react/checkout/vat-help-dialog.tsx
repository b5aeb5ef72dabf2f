// Why a VAT ID may not validate (spec part 2 §8 "VAT help modal"): invalid VAT ID, a private person's
// VAT ID, a system error — and the way on, 'Continue with Purchase'. A native <dialog>: it takes the
// focus, Escape closes it, and the focus returns to the button that opened it. Its texts are the VAT
// check's own (`vat.help.*`).
import { useRef } from 'react';
import { useT } from '../i18n/i18n.tsx';

const REASONS = ['invalid', 'private', 'system'] as const;

export function VatHelp() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className="vat-help__open" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {t('vat.help.title')}
      </button>
      <dialog ref={dialog} className="vat-help" aria-labelledby="vat-help-title">
        <h2 id="vat-help-title" className="vat-help__title">
          {t('vat.help.title')}
        </h2>
        <ul className="vat-help__reasons">
          {REASONS.map((reason) => (
            <li key={reason}>{t(`vat.help.${reason}`)}</li>
          ))}
        </ul>
        <p className="vat-help__gross">{t('vat.help.gross')}</p>
        <form method="dialog">
          <button type="submit" className="button button--primary">
            {t('vat.help.continue')}
          </button>
        </form>
      </dialog>
    </>
  );
}
