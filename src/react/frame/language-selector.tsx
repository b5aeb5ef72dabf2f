import type { AlternateLink } from '../../domain/seo/alternates.ts';
import { languageLinks } from '../../domain/seo/language-links.ts';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';

/**
 * Languages of a multi-language country as upper-case codes. The other language's link goes to the same
 * page in that language when it exists there (the page's hreflang alternates), else to that language's home:
 * plain links, so crawlers follow them too. `onSwitch` lets the navigation sidebar close itself (spec §4).
 * Without `alternates` (a page that is not indexed) the links go to each language's home.
 */
export function LanguageSelector({
  alternates = [],
  onSwitch,
  name = 'header.language',
}: {
  alternates?: readonly AlternateLink[];
  onSwitch?: () => void;
  /** The landmark's name: the footer's is its own, or a screen reader's list of landmarks shows two alike. */
  name?: 'header.language' | 'footer.language';
}) {
  const t = useT();
  const market = useMarket();
  return (
    <nav className="languages" aria-label={t(name)}>
      <ul role="list">
        {languageLinks(market, alternates).map(({ language, href }) => (
          <li key={language}>
            {href === null ? (
              <span className="languages__current" aria-current="true" lang={language}>
                {language.toUpperCase()}
              </span>
            ) : (
              <a href={href} hrefLang={language} lang={language} onClick={onSwitch}>
                {language.toUpperCase()}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
