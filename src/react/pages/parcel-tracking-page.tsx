// The parcel-tracking page (route 'parcelTracking', footer 'Order tracking'): open to guests. Issue 16
// seam: the carrier's tracking widget (its id per language from the country configuration, its script
// loaded only here) is added by the widgets part of the issue.
import { useT } from '../i18n/i18n.tsx';
import { definePage, shopTitle } from './define-page.ts';

function ParcelTrackingPage() {
  const t = useT();
  return (
    <section className="content-page" aria-labelledby="parcel-tracking-title">
      <h1 id="parcel-tracking-title">{t('route.parcelTracking')}</h1>
    </section>
  );
}

export default definePage({
  kind: 'parcel-tracking',
  routes: ['parcelTracking'],
  async load() {
    return { data: {} };
  },
  head: (_, { t }) => ({ title: shopTitle(t('route.parcelTracking'), t) }),
  Component: () => <ParcelTrackingPage />,
});
