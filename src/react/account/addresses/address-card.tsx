// One saved address as a card: the address as it is printed on a parcel or an invoice, a mark on the
// default one, and its actions — edit, make default, delete (asked again inside the card first, so a
// slip of the finger deletes nothing). Each button's accessible name says which address it acts on.
import { useEffect, useRef } from 'react';
import type { SavedAddress } from '../../../domain/account/saved-address.ts';
import { addressSummary, joined, placeLine, streetLine } from '../../checkout/address-lines.ts';
import { useT } from '../../i18n/i18n.tsx';

interface AddressCardProps {
  address: SavedAddress;
  isDefault: boolean;
  confirmingDelete: boolean;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onAskDelete: () => void;
  onDelete: () => void;
  onKeep: () => void;
}

export function AddressCard({ address, isDefault, confirmingDelete, busy, onEdit, onMakeDefault, onAskDelete, onDelete, onKeep }: AddressCardProps) {
  const t = useT();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmingDelete) confirm.current?.focus();
  }, [confirmingDelete]);
  const summary = addressSummary(address);
  const about = <span className="visually-hidden">: {summary}</span>;
  const lines = [
    joined([address.firstName, address.lastName]),
    joined([address.company, address.department], ', '),
    streetLine(address),
    address.additionalStreetInfo ?? '',
    placeLine(address),
    address.phone ?? '',
  ].filter((line) => line !== '');
  return (
    <div className={`address-card${isDefault ? ' address-card--default' : ''}`}>
      {isDefault && <p className="address-card__badge">{t('addresses.default')}</p>}
      <address className="address-card__lines">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never move.
          <span key={index} className={index === 0 ? 'address-card__name' : undefined}>
            {line}
          </span>
        ))}
      </address>
      {confirmingDelete ? (
        <fieldset className="address-card__confirm">
          <legend className="address-card__question">
            {t('addresses.deleteConfirm')}
            <span className="visually-hidden"> {summary}</span>
          </legend>
          <div className="address-card__actions">
            <button ref={confirm} type="button" className="button button--danger" disabled={busy} aria-busy={busy} onClick={onDelete}>
              {t('addresses.deleteConfirmYes')}
              {about}
            </button>
            <button type="button" className="button button--secondary" onClick={onKeep}>
              {t('addresses.cancel')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="address-card__actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={onEdit}>
            {t('addresses.edit')}
            {about}
          </button>
          {!isDefault && (
            <button type="button" className="button button--secondary" disabled={busy} onClick={onMakeDefault}>
              {t('addresses.makeDefault')}
              {about}
            </button>
          )}
          <button type="button" className="button button--link" disabled={busy} onClick={onAskDelete}>
            {t('addresses.delete')}
            {about}
          </button>
        </div>
      )}
    </div>
  );
}
