// The company's VAT ID (spec part 1 §4 VAT states, §5; part 2 §8 VAT messages). On leaving the field a
// well-formed ID the cart has not checked yet goes to `PUT /api/checkout/vat`: the field shows that it is
// checking, then the status message and hint; a timeout offers to check again; a valid ID in a store that
// prices companies net says the prices were adjusted. Clearing the field clears the ID on the cart (and
// its net prices). Where the store has VAT validation off, the ID is only stored with the addresses.
import { useState } from 'react';
import { needsVatCheck } from '../../domain/vat/net-prices.ts';
import { MAX_VAT_ID_INPUT_LENGTH, normaliseVatId } from '../../domain/vat/vat-id.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { type CheckoutResult, putVat } from './checkout-client.ts';
import type { FieldPath } from './checkout-form.ts';
import type { VatState } from './checkout-schema.ts';
import { TextField } from './form-field.tsx';
import { VatHelp } from './vat-help-dialog.tsx';

interface VatFieldProps {
  value: string;
  vat: VatState;
  error: string | undefined;
  onChange: (path: FieldPath, value: string) => void;
  onResult: (result: CheckoutResult) => void;
}

const STATUS_CLASS: Readonly<Record<VatState['status'], string>> = {
  idle: '',
  valid: 'vat-status--ok',
  notValid: 'vat-status--bad',
  couldNotValidate: 'vat-status--warn',
  timeout: 'vat-status--warn',
};

export function VatField({ value, vat, error, onChange, onResult }: VatFieldProps) {
  const t = useT();
  const market = useMarket();
  const { country } = market;
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The store validates no VAT IDs: stop asking. */
  const [unavailable, setUnavailable] = useState(false);

  async function send(vatId: string | null) {
    setChecking(true);
    setRefusal(null);
    const result = await putVat(vatId, market);
    setChecking(false);
    if (result.ok) onResult(result);
    else if (result.error === 'not-available') setUnavailable(true);
    else setRefusal(result.message ?? t('checkout.error.unavailable'));
  }

  function check() {
    const input = value.trim();
    if (input === '') {
      if (vat.vatId) void send(null);
      return;
    }
    if (unavailable || checking) return;
    const normalised = normaliseVatId(country.code, input);
    if (!normalised.ok) {
      setRefusal(t('vat.error.too-short'));
      return;
    }
    // The cart remembers its last check: the same ID again is not sent (after a timeout it is, the retry).
    const remembered = vat.vatId !== null && vat.status !== 'idle' ? { vatId: vat.vatId, status: vat.status } : null;
    if (needsVatCheck(remembered, normalised.vatId)) void send(input);
  }

  const shownError = error ?? refusal ?? undefined;
  // A status belongs to the ID it was found for; while the shopper types another, it is not shown.
  const typedId = normaliseVatId(country.code, value.trim());
  const current = vat.vatId !== null && typedId.ok && typedId.vatId === vat.vatId;
  return (
    <TextField
      path="vatId"
      label={t('checkout.field.vatId')}
      value={value}
      error={shownError}
      onChange={(path, next) => {
        setRefusal(null);
        onChange(path, next);
      }}
      onBlur={() => check()}
      autoComplete="off"
      optionalText={t('checkout.field.optional')}
      maxLength={MAX_VAT_ID_INPUT_LENGTH}
      hint={t('checkout.field.vatIdHint')}>
      <div className="vat-status" role="status" aria-live="polite">
        {checking && <p className="vat-status__checking">{t('vat.checking')}</p>}
        {!checking && current && vat.status !== 'idle' && (
          <div className={`vat-status__result ${STATUS_CLASS[vat.status]}`} data-testid="vat-status">
            {vat.message && <p className="vat-status__message">{vat.message}</p>}
            {vat.hint && <p className="vat-status__hint">{vat.hint}</p>}
            {vat.priceMessage && <p className="vat-status__price">{vat.priceMessage}</p>}
          </div>
        )}
      </div>
      {!checking && current && vat.status === 'timeout' && (
        <button type="button" className="button button--secondary vat-status__retry" onClick={() => check()}>
          {t('vat.retry')}
        </button>
      )}
      {current && vat.status !== 'idle' && vat.status !== 'valid' && <VatHelp />}
    </TextField>
  );
}
