import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';

/** The header search form; it works without JavaScript (GET /search?query=…). */
export function SearchBox() {
  const t = useT();
  const link = useLink();
  return (
    <form className="search" role="search" action={link({ name: 'search' })} method="get">
      <label className="visually-hidden" htmlFor="site-search">{t('header.search.label')}</label>
      <input id="site-search" className="search__input" type="search" name="query"
        placeholder={t('header.search.placeholder')} autoComplete="off" enterKeyHint="search" />
      <button className="search__submit" type="submit" aria-label={t('header.search.submit')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2"/><path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round"/></svg>
      </button>
    </form>
  );
}
