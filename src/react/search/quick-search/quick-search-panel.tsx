// The quick results under the header field: a listbox of hits (each a link to its product page; the
// field keeps focus and points at the highlighted one with aria-activedescendant), 'See all results'
// from SEE_ALL_MIN_HITS hits on, 'No results' when there are none. Part of the quick-search chunk.
import { useT } from '../../i18n/i18n.tsx';
import { useLink } from '../../market-context.tsx';
import { SEE_ALL_MIN_HITS } from './constants.ts';
import { QuickHits } from './quick-hits.tsx';
import type { QuickResult } from './quick-result.ts';

export interface QuickSearchPanelProps {
  id: string;
  listboxId: string;
  optionId: (index: number) => string;
  open: boolean;
  result: QuickResult | null;
  active: number;
  onChoose: (index: number) => void;
}

export function QuickSearchPanel({ id, listboxId, optionId, open, result, active, onChoose }: QuickSearchPanelProps) {
  const t = useT();
  const link = useLink();
  const hits = result?.hits ?? [];
  return (
    <div className="quick-search" id={id} hidden={!open || result === null}>
      <div className="quick-search__list" role="listbox" id={listboxId} aria-label={t('quickSearch.results')} hidden={hits.length === 0}>
        {hits.length > 0 && <QuickHits hits={hits} optionId={optionId} active={active} onChoose={onChoose} />}
      </div>
      {result !== null && result.nbHits === 0 && <p className="quick-search__empty">{t('quickSearch.noResults')}</p>}
      {result !== null && result.nbHits >= SEE_ALL_MIN_HITS && (
        <a className="quick-search__all" href={link({ name: 'search' }, { query: result.query })}>
          {t('quickSearch.seeAll')}
        </a>
      )}
    </div>
  );
}
