// − / input / + (spec part 1 §5 "Quantity"): clamps to at least 1 and at most the cap (stock or what
// may still be added), and says 'You have reached the maximum quantity' when it had to cap. In the cart
// (`allowZero`) 0 is allowed and means "remove the line".
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { clampQuantity } from '../../domain/cart/quantity.ts';
import { useT } from '../i18n/i18n.tsx';

/** Typed digits are committed after this pause (spec part 2 §9 "number input 600 ms"). */
export const QUANTITY_INPUT_DEBOUNCE_MS = 600;

export interface QuantitySelectorProps {
  value: number;
  /** Highest quantity allowed (stock, capped by the per-product maximum inside `clampQuantity`). */
  max: number;
  onChange: (quantity: number) => void;
  /** Accessible name of the group, e.g. 'Quantity: Meat slicer 250 mm'. */
  label: string;
  allowZero?: boolean;
  disabled?: boolean;
}

export function QuantitySelector({ value, max, onChange, label, allowZero = false, disabled = false }: QuantitySelectorProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [reachedMaximum, setReachedMaximum] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (requested: number) => {
    clearTimeout(timer.current);
    setDraft(null);
    if (allowZero && requested <= 0) {
      setReachedMaximum(false);
      if (value !== 0) onChange(0);
      return;
    }
    const clamped = clampQuantity(requested, max);
    setReachedMaximum(clamped.reachedMaximum);
    if (clamped.quantity !== value) onChange(clamped.quantity);
  };

  const commitDraft = (text: string) => {
    if (text.trim() === '') return setDraft(null);
    commit(Number(text));
  };

  const onInput = (text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commitDraft(text), QUANTITY_INPUT_DEBOUNCE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft !== null) {
      event.preventDefault();
      commitDraft(draft);
    }
  };

  const atMax = value >= clampQuantity(Number.MAX_SAFE_INTEGER, max).quantity;
  const messageId = `${id}-max`;
  return (
    <fieldset className="quantity" aria-label={label}>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__step"
          aria-label={t('quantity.decrease')}
          disabled={disabled || value <= (allowZero ? 0 : 1)}
          onClick={() => commit(value - 1)}>
          −
        </button>
        <input
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={allowZero ? 0 : 1}
          max={max}
          aria-label={t('quantity.label')}
          aria-describedby={reachedMaximum ? messageId : undefined}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => onInput(event.target.value)}
          onBlur={() => draft !== null && commitDraft(draft)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label={t('quantity.increase')}
          disabled={disabled}
          onClick={() => (atMax ? setReachedMaximum(true) : commit(value + 1))}>
          +
        </button>
      </div>
      <p id={messageId} className="quantity__max" role="status">
        {reachedMaximum ? t('quantity.max') : ''}
      </p>
    </fieldset>
  );
}
