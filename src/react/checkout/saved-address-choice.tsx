// A signed-in customer's choice of address in checkout (spec part 1 §3: billing choice new or saved,
// shipping address type SAVED_ADDRESS): the saved addresses of the market's country as radio cards, the
// default one marked, and "a new address", which opens the fieldset (and the box to keep it in the
// account). Which one is chosen is read from the form's values — a saved address is chosen while the
// values are that address — so the choice and the fields can never disagree.
import type { AddressKind, SavedAddress } from '../../domain/account/saved-address.ts';
import { sameAddress } from '../../domain/checkout/checkout-state.ts';
import { cartAddressOf } from '../../domain/checkout/saved-address-prefill.ts';
import type { CartAddress } from '../../domain/cart/types.ts';
import { useT } from '../i18n/i18n.tsx';
import { addressSummary, joined } from './address-lines.ts';

export const NEW_ADDRESS = 'new';

/** The saved address the form's values are, or NEW_ADDRESS. */
export const chosenAddress = (saved: readonly SavedAddress[], current: CartAddress): string =>
  saved.find((address) => sameAddress(cartAddressOf(address), current))?.id ?? NEW_ADDRESS;

interface SavedAddressChoiceProps {
  kind: AddressKind;
  saved: readonly SavedAddress[];
  defaultId: string | null;
  chosen: string;
  onChoose: (address: SavedAddress | null) => void;
}

export function SavedAddressChoice({ kind, saved, defaultId, chosen, onChoose }: SavedAddressChoiceProps) {
  const t = useT();
  const name = `saved-${kind}-address`;
  return (
    <fieldset className="checkout-fieldset saved-addresses">
      <legend className="checkout-fieldset__legend">{t(`addresses.checkout.saved.${kind}`)}</legend>
      <ul className="saved-addresses__list">
        {saved.map((address) => (
          <li key={address.id} className="saved-address">
            <label className="saved-address__label">
              <input type="radio" name={name} value={address.id} checked={chosen === address.id} onChange={() => onChoose(address)} />
              <span className="saved-address__text">
                <span className="saved-address__name">
                  {joined([address.firstName, address.lastName])}
                  {address.company ? `, ${address.company}` : ''}
                </span>
                <span>{addressSummary(address)}</span>
                {address.id === defaultId && <span className="saved-address__default">{t('addresses.default')}</span>}
              </span>
            </label>
          </li>
        ))}
        <li className="saved-address">
          <label className="saved-address__label">
            <input type="radio" name={name} value={NEW_ADDRESS} checked={chosen === NEW_ADDRESS} onChange={() => onChoose(null)} />
            <span className="saved-address__name">{t('addresses.checkout.new')}</span>
          </label>
        </li>
      </ul>
    </fieldset>
  );
}

/** The box to keep a new address in the account; shown to a signed-in customer only. */
export function KeepAddressBox({ kind, checked, onChange }: { kind: AddressKind; checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <label className="choice checkout-form__keep">
      <input type="checkbox" name={`save-${kind}-address`} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t(`addresses.checkout.save.${kind}`)}
    </label>
  );
}
