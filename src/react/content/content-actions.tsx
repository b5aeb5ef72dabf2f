// A content page's links to what it mentions (ContentAction): the customer-service form (opened in place,
// with the reason preselected; without script the `?contact=…` link opens it once the page is up), the
// market's returns portal, the customer account (a guest's link goes to sign-in, as in the footer) and order tracking.
import type { ContentAction } from '../../domain/content/content-page.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { MyAccountLink } from '../frame/footer-buttons.tsx';
import { ContactFormLink } from './contact-form-link.tsx';

function ActionLink({ action, returnsPortalUrl }: { action: ContentAction; returnsPortalUrl: string }) {
  const t = useT();
  const link = useLink();
  switch (action.action) {
    case 'contact':
      return (
        <ContactFormLink className="button button--primary" {...(action.reason ? { reason: action.reason } : {})}>
          {t('content.action.contact')}
        </ContactFormLink>
      );
    case 'returns-portal':
      return (
        <a className="button button--secondary" href={returnsPortalUrl} target="_blank" rel="noopener">
          {t('content.action.returnsPortal')}
        </a>
      );
    case 'account':
      return <MyAccountLink className="button button--secondary" label={t('content.action.account')} />;
    case 'order-tracking':
      return (
        <a className="button button--secondary" href={link({ name: 'parcelTracking' })}>
          {t('content.action.orderTracking')}
        </a>
      );
  }
}

export function ContentActions({ items, returnsPortalUrl }: { items: readonly ContentAction[]; returnsPortalUrl: string }) {
  return (
    <ul className="content-actions" role="list">
      {items.map((action) => (
        <li key={action.action}>
          <ActionLink action={action} returnsPortalUrl={returnsPortalUrl} />
        </li>
      ))}
    </ul>
  );
}
