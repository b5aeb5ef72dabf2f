// The saved addresses of one kind (the shipping-details and billing-details pages): the cards, the
// default first, and one form at a time — a new address, or the card being edited in its place. The
// book the server rendered is the start; every answer of the API replaces it (on a version conflict
// too: the answer carries the book as it is now, and what was typed stays in the open form to send
// again). Messages go to the page's notifications.
import { useState } from 'react';
import type { AddressBook, AddressKind, SavedAddress } from '../../../domain/account/saved-address.ts';
import { useNotify } from '../../components/notify.ts';
import { useT } from '../../i18n/i18n.tsx';
import { type AddressResult, addAddress, deleteAddress, makeDefaultAddress, updateAddress } from './address-book-client.ts';
import { AddressCard } from './address-card.tsx';
import { AddressForm, valuesOf } from './address-form.tsx';

const NEW = 'new';

const listOf = (book: AddressBook, kind: AddressKind): SavedAddress[] => (kind === 'shipping' ? book.shipping : book.billing);
const defaultOf = (book: AddressBook, kind: AddressKind): string | null =>
  kind === 'shipping' ? book.defaultShippingAddressId : book.defaultBillingAddressId;

export function AddressBookView({ kind, initial }: { kind: AddressKind; initial: AddressBook }) {
  const t = useT();
  const notify = useNotify();
  const [book, setBook] = useState(initial);
  /** The form open: a new address, an address's id, or none. */
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const defaultId = defaultOf(book, kind);
  const addresses = [...listOf(book, kind)].sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));

  /** Takes an answer: the new book and a confirmation, or the refusal's message (and the current book on a conflict). */
  function settle(result: AddressResult, done: Parameters<typeof t>[0]): boolean {
    if (result.ok) {
      setBook(result.book);
      notify({ id: 'account-addresses', kind: 'info', message: t(done) });
      return true;
    }
    if (result.book) setBook(result.book);
    notify({ id: 'account-addresses', message: result.message ?? t('account.error.unavailable') });
    return false;
  }

  async function act(run: () => Promise<AddressResult>, done: Parameters<typeof t>[0]) {
    if (busy) return;
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (settle(result, done)) setConfirming(null);
  }

  async function save(id: string | null, address: unknown): Promise<AddressResult> {
    const result = id === null ? await addAddress(kind, book.version, address) : await updateAddress(kind, id, book.version, address);
    if (settle(result, id === null ? 'addresses.added' : 'addresses.updated')) setEditing(null);
    return result;
  }

  const form = (address: SavedAddress | null) => (
    <AddressForm
      kind={kind}
      legend={address ? t('addresses.form.edit') : t(`addresses.form.new.${kind}`)}
      initial={valuesOf(address)}
      submitLabel={t('addresses.save')}
      onSubmit={(values) => save(address ? address.id : null, values)}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <div className="address-book">
      <p className="address-book__intro">{t(`addresses.intro.${kind}`)}</p>
      {addresses.length === 0 && editing !== NEW && <p className="address-book__empty">{t(`addresses.none.${kind}`)}</p>}
      {addresses.length > 0 && (
        <ul className="address-book__list">
          {addresses.map((address) => (
            <li key={address.id} className="address-book__item">
              {editing === address.id ? (
                form(address)
              ) : (
                <AddressCard
                  address={address}
                  isDefault={address.id === defaultId}
                  confirmingDelete={confirming === address.id}
                  busy={busy}
                  onEdit={() => {
                    setConfirming(null);
                    setEditing(address.id);
                  }}
                  onMakeDefault={() => void act(() => makeDefaultAddress(kind, address.id, book.version), 'addresses.defaultSet')}
                  onAskDelete={() => setConfirming(address.id)}
                  onDelete={() => void act(() => deleteAddress(kind, address.id, book.version), 'addresses.deleted')}
                  onKeep={() => setConfirming(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === NEW ? (
        form(null)
      ) : (
        <button
          type="button"
          className="button button--primary address-book__add"
          onClick={() => {
            setConfirming(null);
            setEditing(NEW);
          }}>
          {t('addresses.add')}
        </button>
      )}
    </div>
  );
}
