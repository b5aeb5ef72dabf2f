// The footer's market block: the country's flag (drawn in CSS, `.flag--{cc}` in styles.css: no image
// request) beside the shop's language selector, the header's own (its other languages in a country with
// several, spec part 1 §2), leading to the same page in the other language as the header's does.
import type { AlternateLink } from '../../domain/seo/alternates.ts';
import { useMarket } from '../market-context.tsx';
import { LanguageSelector } from './language-selector.tsx';

export function FooterMarket({ alternates }: { alternates: readonly AlternateLink[] }) {
  const { country } = useMarket();
  return (
    <div className="footer__market">
      <span className={`flag flag--${country.code.toLowerCase()}`} aria-hidden="true" />
      <LanguageSelector name="footer.language" alternates={alternates} />
    </div>
  );
}
