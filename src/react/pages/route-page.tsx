// Sign-in, account and checkout pages: title, checkout progress where the route is a checkout step,
// and what the shopper can do now. Their forms arrive with the cart, login and checkout features: a page
// of its own that answers one of these routes takes it over (this one is the fallback).
import { FIXED_ROUTES, type FixedRoute, type FixedRouteName } from '../../domain/routes/route-table.ts';
import { useT } from '../i18n/i18n.tsx';
import { useLink } from '../market-context.tsx';
import { definePage, shopTitle } from './define-page.ts';
import { CheckoutProgress } from './parts/checkout-progress.tsx';

/**
 * Routes whose own page answers "not found" on purpose, which no placeholder may turn into a page: the
 * thank-you page of an order this browser did not place is a 404 (issue 14).
 */
const NO_PLACEHOLDER: readonly FixedRouteName[] = ['thankYou'];
const FIXED_ROUTE_NAMES = Object.keys(FIXED_ROUTES).filter(
  (name): name is FixedRouteName => name in FIXED_ROUTES && !NO_PLACEHOLDER.some((excluded) => excluded === name),
);

function RoutePage({ route }: { route: FixedRouteName }) {
  const t = useT();
  const link = useLink();
  const { steps }: FixedRoute = FIXED_ROUTES[route];
  return (
    <section className="route-page">
      {steps && <CheckoutProgress current={steps} />}
      <h1>{t(`route.${route}`)}</h1>
      <p>{t('route.comingSoon')}</p>
      <a className="button button--primary" href={link({ name: 'home' })}>
        {t('notFound.home')}
      </a>
    </section>
  );
}

export default definePage({
  kind: 'route',
  routes: FIXED_ROUTE_NAMES,
  fallback: true,
  async load({ route, services }) {
    return { data: { route: route.name }, seo: services.seo({ ref: route }) };
  },
  head: (page, { t }) => ({ title: shopTitle(t(`route.${page.route}`), t) }),
  Component: ({ page }) => <RoutePage route={page.route} />,
});
