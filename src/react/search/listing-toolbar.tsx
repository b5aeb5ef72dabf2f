// Above the hits: the number of products, the filter button (phones), sorting, page size and the
// refinements in force, each removable.
import { useClearRefinements, useCurrentRefinements, useHitsPerPage, useSortBy, useStats } from 'react-instantsearch-core';
import { DEFAULT_HITS_PER_PAGE, HITS_PER_PAGE_OPTIONS, SORT_KEYS } from '../../domain/search/listing-state.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { refinementLabel } from './refinement-label.ts';
import { sortIndex } from './routing.ts';

function CurrentRefinements() {
  const t = useT();
  const market = useMarket();
  const { items } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements();
  const formatPrice = (value: number) =>
    formatMoney({ centAmount: Math.round(value * 100), currencyCode: market.currency, fractionDigits: 2 }, market.locale);
  const refinements = items.flatMap((item) => item.refinements.map((refinement) => ({ item, refinement })));
  if (refinements.length === 0) return null;
  return (
    <ul className="refinements" role="list">
      {refinements.map(({ item, refinement }) => {
        const label = refinementLabel(t, refinement.attribute, refinement.label, formatPrice);
        return (
          <li key={`${refinement.attribute}:${refinement.label}`}>
            <button
              type="button"
              className="chip chip--removable"
              aria-label={t('listing.filters.remove', { label })}
              onClick={() => item.refine(refinement)}>
              {label} <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
      {canRefine && (
        <li>
          <button type="button" className="link-button" onClick={clearAll}>
            {t('listing.filters.clear')}
          </button>
        </li>
      )}
    </ul>
  );
}

// Own selects rather than the library's widgets: theirs carry a fixed English aria-label.
function SortSelect({ primary }: { primary: string }) {
  const t = useT();
  const { currentRefinement, options, refine } = useSortBy({
    items: SORT_KEYS.map((key) => ({ label: t(`listing.sort.${key}`), value: sortIndex(primary, key) })),
  });
  return (
    <label className="listing-toolbar__select">
      <span>{t('listing.sort')}</span>
      <select value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function HitsPerPageSelect() {
  const t = useT();
  const { items, refine } = useHitsPerPage({
    items: HITS_PER_PAGE_OPTIONS.map((count) => ({
      label: t('listing.hitsPerPage.option', { count }),
      value: count,
      default: count === DEFAULT_HITS_PER_PAGE,
    })),
  });
  const current = items.find((item) => item.isRefined)?.value ?? DEFAULT_HITS_PER_PAGE;
  return (
    <label className="listing-toolbar__select">
      <span>{t('listing.hitsPerPage')}</span>
      <select value={current} onChange={(event) => refine(Number(event.target.value))}>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ListingToolbar({ primary, onOpenFilters }: { primary: string; onOpenFilters: () => void }) {
  const t = useT();
  const { nbHits } = useStats();
  return (
    <>
      <div className="listing-toolbar">
        <p className="listing-toolbar__count" role="status">
          {t('category.products', { count: nbHits })}
        </p>
        <button type="button" className="button button--secondary listing-toolbar__filters" aria-controls="listing-filters" onClick={onOpenFilters}>
          {t('listing.filters')}
        </button>
        <SortSelect primary={primary} />
        <HitsPerPageSelect />
      </div>
      <CurrentRefinements />
    </>
  );
}
