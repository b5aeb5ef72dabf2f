// The parcel-tracking page (route 'parcelTracking', footer 'Order tracking'): open to guests. The carrier's
// tracking form is its script's (spec part 2 §7.5), loaded only on this page, rendered into a container of
// fixed height with the tracking id of the page's language (country configuration, src/domain/markets/
// parcel-tracking-ids.ts). Until the script has drawn it, and where it cannot run, the container says how
// to reach customer service instead.
import { parcelTrackingIdFor } from '../../domain/markets/parcel-tracking-ids.ts';
import { CONTACT_FORM_QUERY } from '../../domain/service/contact-reasons.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { useThirdPartyScript } from '../widgets/use-third-party-script.ts';
import { definePage, shopTitle } from './define-page.ts';

function ParcelTrackingPage({ trackingId }: { trackingId: string | null }) {
  const t = useT();
  const link = useLink();
  // At once, with the loading bar: the form is what the shopper came for.
  useThirdPartyScript('parcelTracking', 'now', trackingId !== null, true);
  return (
    <section className="content-page parcel-tracking" aria-labelledby="parcel-tracking-title">
      <h1 id="parcel-tracking-title">{t('route.parcelTracking')}</h1>
      <p>{t('parcelTracking.intro')}</p>
      <section
        className="parcel-tracking__widget"
        data-parcel-tracking=""
        data-tracking-id={trackingId ?? undefined}
        aria-label={t('parcelTracking.widgetLabel')}
        data-testid="parcel-tracking-widget">
        <p className="parcel-tracking__fallback">
          {t('parcelTracking.fallback')}{' '}
          <a href={link({ name: 'parcelTracking' }, { [CONTACT_FORM_QUERY]: 'shipment' })}>{t('parcelTracking.contact')}</a>
        </p>
      </section>
    </section>
  );
}

export default definePage({
  kind: 'parcel-tracking',
  routes: ['parcelTracking'],
  async load({ route, market, services }) {
    return { data: { trackingId: parcelTrackingIdFor(market.locale) }, seo: services.seo({ ref: route }) };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.parcelTracking'), t), description: t('parcelTracking.intro') }),
  Component: ({ page }) => <ParcelTrackingPage trackingId={page.trackingId} />,
});
