// The external 'my orders' link (spec part 1 §2): the orders service's address with a token for this
// customer, asked for at the click (a token made earlier could have expired) and opened in a new window.
// The window is opened at once, inside the click, so no pop-up blocker stops it, and pointed at the
// address when it arrives; without one it closes again and the page says the orders are unavailable.
import { useState } from 'react';
import { useT } from '../i18n/i18n.tsx';
import { fetchOrdersLink } from './account-client.ts';

export function OrdersLinkButton() {
  const t = useT();
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function open() {
    const target = window.open('', '_blank');
    // The orders site gets no handle on this page (what rel="noopener" does for a link).
    if (target) target.opener = null;
    setOpening(true);
    setFailure(null);
    const result = await fetchOrdersLink();
    setOpening(false);
    if (result.ok) {
      if (target) target.location.href = result.value;
      else window.location.assign(result.value);
      return;
    }
    target?.close();
    setFailure(result.message ?? t('account.error.orders-link-unavailable'));
  }

  return (
    <div className="orders-link">
      <button type="button" className="button button--primary" onClick={open} disabled={opening} aria-describedby="orders-link-note">
        {opening ? t('account.orders.opening') : t('account.orders.open')}
      </button>
      <p className="orders-link__note" id="orders-link-note">
        {t('account.orders.newWindow')}
      </p>
      <p className="orders-link__failure" role="status" aria-live="polite">
        {failure ?? ''}
      </p>
    </div>
  );
}
