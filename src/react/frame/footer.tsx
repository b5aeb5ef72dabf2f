import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
import { countryRules } from '../../domain/markets/country-rules.ts';
import { useT } from '../i18n/i18n.tsx';
import { useHref, useMarket } from '../market-context.tsx';
import { categoryPath } from '../../domain/routes/page-routes.ts';

interface FooterLink { label: string; path: string }

function Column({ title, links }: { title: string; links: FooterLink[] }) {
  const href = useHref();
  return (
    <section className="footer__column">
      <h2 className="footer__title">{title}</h2>
      <ul role="list">
        {links.map((link) => <li key={link.path}><a href={href(link.path)}>{link.label}</a></li>)}
      </ul>
    </section>
  );
}

export function Footer({ categories, year }: { categories: CategoryNode[]; year: number }) {
  const t = useT();
  const market = useMarket();
  const customerService: FooterLink[] = [
    { label: t('footer.dispatch'), path: '/dispatch-information' },
    { label: t('footer.orderTracking'), path: '/my-account' },
    { label: t('footer.myAccount'), path: '/my-account/my-profile' },
    { label: t('footer.returnPolicy'), path: '/return-policy' },
    { label: t('footer.premiumGuarantee'), path: '/premium-guarantee' },
    { label: t('footer.faq'), path: '/help-centre' },
    { label: t('footer.securePayment'), path: '/payment' },
  ];
  const aboutUs: FooterLink[] = [
    { label: t('footer.terms'), path: '/terms-and-conditions' },
    { label: t('footer.privacy'), path: '/privacy-data' },
    { label: t('footer.companyInfo'), path: '/company-information' },
    { label: t('footer.inspirations'), path: '/inspirations' },
  ];
  const ourProducts: FooterLink[] = [
    { label: t('footer.recalls'), path: '/product-recalls' },
    ...categories.map((category) => ({ label: category.name, path: categoryPath(category.slug) })),
    { label: t('nav.sale'), path: '/search?tags=on-sale' },
  ];
  const ourBrands: FooterLink[] = OWN_BRANDS.map((brand) => ({ label: brand.name, path: `/${brand.slug}/` }));
  return (
    <footer className="footer">
      <div className="footer__columns">
        <Column title={t('footer.customerService')} links={customerService} />
        <Column title={t('footer.aboutUs')} links={aboutUs} />
        <Column title={t('footer.ourProducts')} links={ourProducts} />
        <Column title={t('footer.ourBrands')} links={ourBrands} />
      </div>
      <div className="footer__bottom">
        <p>{t('footer.deliverAnywhere')}</p>
        {countryRules(market.country.code).priceDisclaimer && <p>{t('footer.priceDisclaimer')}</p>}
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
