// Price range: two labelled number fields bounded by the cheapest and dearest hit, applied on submit.
import { useState, type FormEvent } from 'react';
import { useRange } from 'react-instantsearch-core';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { PRICE_ATTRIBUTE } from './routing.ts';

const toNumber = (text: string): number | undefined => {
  const value = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};

export function PriceFilter() {
  const t = useT();
  const { currency } = useMarket();
  const { start, range, canRefine, refine } = useRange({ attribute: PRICE_ATTRIBUTE });
  const current = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? '' : String(value));
  const [min, setMin] = useState(current(start[0]));
  const [max, setMax] = useState(current(start[1]));
  if (!canRefine && start[0] === undefined && start[1] === undefined) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = toNumber(min);
    const high = toNumber(max);
    refine([low, high !== undefined && low !== undefined && high < low ? low : high]);
  };
  return (
    <form className="price-filter" onSubmit={submit}>
      <label>
        <span className="visually-hidden">
          {t('listing.filter.price.min')} ({currency})
        </span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={min}
          placeholder={current(range.min)}
          onChange={(event) => setMin(event.target.value)}
        />
      </label>
      <span aria-hidden="true">{t('listing.filter.price.to')}</span>
      <label>
        <span className="visually-hidden">
          {t('listing.filter.price.max')} ({currency})
        </span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={max}
          placeholder={current(range.max)}
          onChange={(event) => setMax(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--secondary">
        {t('listing.filter.price.submit')}
      </button>
    </form>
  );
}
