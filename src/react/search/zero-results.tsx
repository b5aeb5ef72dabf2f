// What a search with no hits offers instead (spec: the zero-results page): the search tips, the
// departments (first-level categories) and the shop's own brands, each a way on; no empty headings.
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { DepartmentChips, OwnBrandChips } from '../components/way-on-chips.tsx';
import { useT } from '../i18n/i18n.tsx';
import { ContactFormLink } from '../content/contact-form-link.tsx';

const TIPS = ['zeroResults.tip.spelling', 'zeroResults.tip.general', 'zeroResults.tip.number', 'zeroResults.tip.filters'] as const;

export function ZeroResults({ departments }: { departments: readonly CategoryNode[] }) {
  const t = useT();
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
      <DepartmentChips
        departments={departments}
        id="zero-results-departments"
        title={t('zeroResults.departments')}
        level="h3"
        headingClassName="zero-results__heading"
      />
      <OwnBrandChips id="zero-results-brands" title={t('zeroResults.brands')} level="h3" headingClassName="zero-results__heading" />
      <p>
        <ContactFormLink>{t('zeroResults.help')}</ContactFormLink>
      </p>
    </section>
  );
}
