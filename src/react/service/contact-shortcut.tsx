// The panel that comes first for returns, invoice request and shipment status (spec part 1 §2): most
// shoppers find the answer there. Returns: the returns portal (external, a new tab) and the return
// policy; invoice request: my orders, where the invoices are; shipment status: my orders and the
// parcel-tracking page. My orders is the account area's own orders link for a signed-in customer; a guest
// goes to the account, which asks them to sign in first.
import type { ContactShortcut } from '../../domain/service/contact-subreasons.ts';
import { OrdersLinkButton } from '../account/orders-link-button.tsx';
import { hasSignedInCookie } from '../frame/signed-in-cookie.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';

function MyOrders() {
  const t = useT();
  const link = useLink();
  // Read at render: the panel exists only in the browser, after the shopper chose a subreason.
  if (hasSignedInCookie(document.cookie)) return <OrdersLinkButton />;
  return (
    <a className="button button--primary" href={link({ name: 'myAccount' })}>
      {t('contact.shortcut.orders')}
    </a>
  );
}

export function ContactShortcutPanel({ shortcut, returnsPortalUrl }: { shortcut: ContactShortcut; returnsPortalUrl: string }) {
  const t = useT();
  const link = useLink();
  return (
    <div className="contact-shortcut" data-testid="contact-shortcut">
      <p className="contact-shortcut__text">{t(`contact.shortcut.${shortcut}`)}</p>
      <div className="contact-shortcut__actions">
        {shortcut === 'returns' && (
          <>
            <a className="button button--primary" href={returnsPortalUrl} target="_blank" rel="noopener noreferrer">
              {t('contact.shortcut.portal')} <span className="visually-hidden">{t('contact.newTab')}</span>
            </a>
            <a href={link({ name: 'content', slug: 'return-policy' })}>{t('contact.shortcut.policy')}</a>
          </>
        )}
        {shortcut !== 'returns' && <MyOrders />}
        {shortcut === 'shipment-status' && <a href={link({ name: 'parcelTracking' })}>{t('contact.shortcut.tracking')}</a>}
      </div>
    </div>
  );
}
