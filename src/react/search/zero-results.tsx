// What a search with no hits offers instead (spec: the zero-results page): the search tips, the
// departments (first-level categories) and the shop's own brands, each a way on; no empty headings.
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
import { useT } from '../i18n/i18n.tsx';
import { ContactFormLink } from '../content/contact-form-link.tsx';
import { useLink } from '../market-context.tsx';

const TIPS = ['zeroResults.tip.spelling', 'zeroResults.tip.general', 'zeroResults.tip.number', 'zeroResults.tip.filters'] as const;

export function ZeroResults({ departments }: { departments: readonly CategoryNode[] }) {
  const t = useT();
  const link = useLink();
  return (
    <section className="zero-results" data-testid="zero-results" aria-labelledby="zero-results-title">
      <h2 id="zero-results-title" className="zero-results__title">
        {t('search.noResults')}
      </h2>
      <h3 className="zero-results__heading">{t('zeroResults.tips')}</h3>
      <ul className="zero-results__tips">
        {TIPS.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
      {departments.length > 0 && (
        <nav aria-labelledby="zero-results-departments">
          <h3 id="zero-results-departments" className="zero-results__heading">
            {t('zeroResults.departments')}
          </h3>
          <ul className="chips" role="list">
            {departments.map((category) => (
              <li key={category.key}>
                <a className="chip" href={link({ name: 'category', slug: category.slug })}>
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-labelledby="zero-results-brands">
        <h3 id="zero-results-brands" className="zero-results__heading">
          {t('zeroResults.brands')}
        </h3>
        <ul className="chips" role="list">
          {OWN_BRANDS.map((brand) => (
            <li key={brand.slug}>
              <a className="chip" href={link({ name: 'content', slug: brand.slug })}>
                {brand.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <ContactFormLink>{t('zeroResults.help')}</ContactFormLink>
      </p>
    </section>
  );
}
