import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
import { PRICE_DISCLAIMER } from '../../domain/markets/country-rules.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { SALE_QUERY } from '../../domain/routes/listing-links.ts';
import type { RouteRef } from '../../domain/routes/route-table.ts';
import type { StaticPage } from '../../domain/content/content-page.ts';

interface FooterLink {
  label: string;
  to: RouteRef;
  query?: Readonly<Record<string, string>>;
}

const info = (slug: StaticPage): RouteRef => ({ name: 'content', slug });

function Column({ title, links }: { title: string; links: FooterLink[] }) {
  const link = useLink();
  return (
    <section className="footer__column">
      <h2 className="footer__title">{title}</h2>
      <ul role="list">
        {links.map(({ label, to, query }) => {
          const href = link(to, query);
          return (
            <li key={href}>
              <a href={href}>{label}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Footer({ categories, year }: { categories: CategoryNode[]; year: number }) {
  const t = useT();
  const market = useMarket();
  const customerService: FooterLink[] = [
    { label: t('footer.dispatch'), to: info('dispatch-information') },
    { label: t('footer.orderTracking'), to: { name: 'myAccount' } },
    { label: t('footer.myAccount'), to: { name: 'myProfile' } },
    { label: t('footer.returnPolicy'), to: info('return-policy') },
    { label: t('footer.premiumGuarantee'), to: info('premium-guarantee') },
    { label: t('footer.faq'), to: info('help-centre') },
    { label: t('footer.securePayment'), to: info('payment') },
  ];
  const aboutUs: FooterLink[] = [
    { label: t('footer.terms'), to: info('terms-and-conditions') },
    { label: t('footer.privacy'), to: info('privacy-data') },
    { label: t('footer.companyInfo'), to: info('company-information') },
    { label: t('footer.inspirations'), to: info('inspirations') },
  ];
  const ourProducts: FooterLink[] = [
    { label: t('footer.recalls'), to: info('product-recalls') },
    ...categories.map((category): FooterLink => ({ label: category.name, to: { name: 'category', slug: category.slug } })),
    { label: t('nav.sale'), to: { name: 'search' }, query: SALE_QUERY },
  ];
  const ourBrands: FooterLink[] = OWN_BRANDS.map((brand): FooterLink => ({ label: brand.name, to: { name: 'content', slug: brand.slug } }));
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
        {PRICE_DISCLAIMER[market.country.code] && <p>{t('footer.priceDisclaimer')}</p>}
        <p>{t('footer.copyright', { year: String(year) })}</p>
      </div>
    </footer>
  );
}
