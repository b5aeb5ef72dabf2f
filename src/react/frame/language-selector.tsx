import { useT } from '../i18n/i18n.tsx';
import { marketFor } from '../../domain/markets/resolve-market.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { useMarket } from '../market-context.tsx';

/**
 * Other languages of a multi-language country as upper-case codes; switching goes to the home of that
 * language variant (spec part 1 §2 "Shared page frame").
 */
export function LanguageSelector() {
  const t = useT();
  const market = useMarket();
  return (
    <nav className="languages" aria-label={t('header.language')}>
      <ul role="list">
        {market.country.languages.map((language) => (
          <li key={language}>
            {language === market.language ? (
              <span className="languages__current" aria-current="true" lang={language}>
                {language.toUpperCase()}
              </span>
            ) : (
              <a href={hrefFor(marketFor(market.country.code, language), { name: 'home' })} hrefLang={language} lang={language}>
                {language.toUpperCase()}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
