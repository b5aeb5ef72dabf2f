// The footer of every page (spec part 1 §2): four columns of links, the service buttons and contact,
// the market's languages with its flag, its payment methods, and the legal lines. Server-rendered plain
// links; only 'Contact us' and 'My account' are components with behaviour (footer-buttons.tsx), since
// the footer is part of every page's start-up script.
import type { ReactNode } from 'react';
import type { CategoryNode } from '../../domain/catalogue/types.ts';
import { OWN_BRANDS } from '../../domain/catalogue/brands.ts';
import type { StaticPage } from '../../domain/content/content-page.ts';
import type { FrameData } from '../../domain/content/frame.ts';
import type { AlternateLink } from '../../domain/seo/alternates.ts';
import { PRICE_DISCLAIMER } from '../../domain/markets/country-rules.ts';
import { SALE_QUERY } from '../../domain/routes/listing-links.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink, useMarket } from '../market-context.tsx';
import { ContactUsButton, MyAccountLink } from './footer-buttons.tsx';
import { FooterMarket } from './footer-market.tsx';
import { FooterPayments } from './footer-payments.tsx';
import { TrustpilotLogo } from '../widgets/trustpilot.tsx';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="footer__column">
      <h2 className="footer__title">{title}</h2>
      {children}
    </section>
  );
}

/** A link that leaves the shop: a new tab, said to screen readers too. */
function External({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} className={className} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('footer.newTab')}</span>
    </a>
  );
}

export function Footer({
  categories,
  year,
  frame,
  alternates,
}: {
  categories: CategoryNode[];
  year: number;
  frame: FrameData;
  /** The page's hreflang alternates: the footer's language switch keeps the page, as the header's does. */
  alternates: readonly AlternateLink[];
}) {
  const t = useT();
  const market = useMarket();
  const link = useLink();
  const info = (slug: StaticPage, label: string) => (
    <li key={slug}>
      <a href={link({ name: 'content', slug })}>{label}</a>
    </li>
  );
  const { contact } = frame;
  return (
    <footer className="footer">
      <div className="footer__columns">
        <Column title={t('footer.customerService')}>
          <ul role="list">
            {info('dispatch-information', t('footer.dispatch'))}
            <li>
              <a href={link({ name: 'parcelTracking' })}>{t('footer.orderTracking')}</a>
            </li>
            <li>
              <MyAccountLink label={t('footer.myAccount')} />
            </li>
            {info('return-policy', t('footer.returnPolicy'))}
            {info('premium-guarantee', t('footer.premiumGuarantee'))}
            {info('help-centre', t('footer.faq'))}
            {info('payment', t('footer.securePayment'))}
          </ul>
          <div className="footer__service">
            <ContactUsButton label={t('footer.contactUs')} />
            <External href={frame.returnsPortalUrl} className="button button--secondary footer__button">
              {t('footer.returnsPortal')}
            </External>
            {contact?.phone && contact.phoneHref && (
              <p>
                {t('footer.callUs')} <a href={`tel:${contact.phoneHref}`}>{contact.phone}</a>
                {contact.openingHours && <span className="footer__hours">{contact.openingHours}</span>}
              </p>
            )}
            {contact?.email && (
              <p>
                {t('footer.writeUs')} <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            )}
          </div>
        </Column>
        <Column title={t('footer.aboutUs')}>
          <ul role="list">
            {info('terms-and-conditions', t('footer.terms'))}
            {info('privacy-data', t('footer.privacy'))}
            {info('company-information', t('footer.companyInfo'))}
            <li>
              <External href={frame.companyLinks.jobs}>{t('footer.jobs')}</External>
            </li>
            <li>
              <a href={link({ name: 'content', slug: 'inspirations' })}>{t('footer.inspirations')}</a>{' '}
              <span className="footer__tag">{t('footer.blog')}</span>
            </li>
          </ul>
          <h3 className="footer__subtitle">{t('footer.followUs')}</h3>
          <ul role="list" className="footer__social">
            {frame.companyLinks.social.map(({ network, href }) => (
              <li key={network}>
                <External href={href} className={`social social--${network.toLowerCase()}`}>
                  <span className="visually-hidden">{t('footer.socialOn', { network })}</span>
                </External>
              </li>
            ))}
          </ul>
        </Column>
        <Column title={t('footer.ourProducts')}>
          <ul role="list">
            {info('product-recalls', t('footer.recalls'))}
            {categories.map((category) => (
              <li key={category.key}>
                <a href={link({ name: 'category', slug: category.slug })}>{category.name}</a>
              </li>
            ))}
            <li>
              <a href={link({ name: 'search' }, SALE_QUERY)}>{t('nav.sale')}</a>
            </li>
          </ul>
        </Column>
        <Column title={t('footer.ourBrands')}>
          <ul role="list">
            {OWN_BRANDS.map((brand) => (
              <li key={brand.slug}>
                <a href={link({ name: 'content', slug: brand.slug })}>{brand.name}</a>
              </li>
            ))}
          </ul>
        </Column>
      </div>
      <div className="footer__extras">
        <FooterMarket alternates={alternates} />
        <FooterPayments methods={frame.paymentMethods} />
        <TrustpilotLogo />
      </div>
      <div className="footer__bottom">
        <p>{t('footer.deliverAnywhere')}</p>
        {PRICE_DISCLAIMER[market.country.code] && <p>{t('footer.priceDisclaimer')}</p>}
        <p>{t('footer.copyright', { year: String(year) })}</p>
      </div>
    </footer>
  );
}
