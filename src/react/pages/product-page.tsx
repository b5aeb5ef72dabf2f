// A product: gallery, price, stock and delivery, then its details; volume discounts, complementary and
// related products and the comparison stream in behind it; the browser fills in the recommendations.
import { lazy, Suspense, useMemo } from 'react';
import type { Product, ShippingOption, VolumeDiscountTier } from '../../domain/catalogue/types.ts';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import { availabilityOf } from '../../domain/catalogue/stock.ts';
import { formatMoney } from '../../domain/money/format-money.ts';
import { hrefFor } from '../../domain/routes/route-table.ts';
import { productPageIn } from '../../domain/seo/written-in.ts';
import { AddToCartButton } from '../components/add-to-cart-button.tsx';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { Deferred } from '../components/deferred.tsx';
import { idleIsland } from '../components/idle-island.tsx';
import { OrderingClosed, useOrderingOpen } from '../components/ordering-closed.tsx';
import { Price } from '../components/price.tsx';
import { Rating } from '../components/rating.tsx';
import { useT } from '../i18n/i18n.tsx';
import { useMarket } from '../market-context.tsx';
import { FloatingAddToCartSlot } from '../product/floating-add-to-cart-slot.tsx';
import { comparisonTableSchema, productCardsSchema, tierPriceSchema, volumeDiscountTiersSchema } from '../product/part-schemas.ts';
import { TierPrice } from '../product/tier-price.tsx';
import { useOpenContactForm } from '../service/contact-form-state.ts';
import { definePage, notFound, redirect, shopTitle } from './define-page.ts';
import type { ProductExtras, ProductOffer } from './page-services.ts';

// The comparison streams in below the fold, so its code is a chunk of its own, fetched with its data
// rather than before the page can hydrate (this keeps the product page within its JS budget).
const ComparisonTable = lazy(() => import('../product/comparison-table.tsx').then((module) => ({ default: module.ComparisonTable })));
// Complementary products and recommendations too: below the fold, streamed after the shell; their cards'
// quick-add buttons show once hydrated (quick-add-button.tsx); these chunks pay for the reviews' few bytes.
const ComplementaryProducts = lazy(() =>
  import('../product/complementary-products.tsx').then((module) => ({ default: module.ComplementaryProducts })),
);
// Related products' slider likewise: server-rendered, hydrated once its chunk is in.
const ProductSlider = lazy(() => import('../components/product-slider.tsx').then((module) => ({ default: module.ProductSlider })));
// The reviews the same way: the server renders their first page (for crawlers too), the browser hydrates
// it once their chunk ('show more', sorting, the form) is in.
const ProductReviews = lazy(() => import('../product/reviews/product-reviews.tsx').then((module) => ({ default: module.ProductReviews })));

// The gallery's thumbnails and the section bar's active mark wait for the shopper: server-rendered, they
// hydrate once the browser is idle (idle-island.tsx); the add-to-cart box, which follows the live cart,
// hydrates at start.
const Gallery = idleIsland(() => import('../components/gallery.tsx').then((module) => module.Gallery));
const SectionNav = idleIsland(() => import('../product/section-nav.tsx').then((module) => module.SectionNav));
// Recommendations follow the shopper's analytics cookie: the browser asks for them into a box kept for them.
const RecommendationsSlot = idleIsland(() => import('../product/recommendations-slot.tsx').then((module) => module.RecommendationsSlot));

/** The product page's ways into customer service, in the order shown. */
const CONTACT_MODES = ['quote', 'spare-parts', 'manual'] as const;

function Availability({ stock }: { stock: number }) {
  const t = useT();
  const level = availabilityOf(stock);
  const text =
    level === 'in-stock' ? t('availability.inStock') : level === 'low' ? t('availability.low', { count: stock }) : t('availability.outOfStock');
  return (
    <p className={`availability availability--${level}`} data-testid="availability">
      {text}
    </p>
  );
}

function Delivery({ shipping, deliveryDay }: { shipping: ShippingOption | null; deliveryDay: string | null }) {
  const t = useT();
  if (!deliveryDay) return null;
  return (
    <p className="delivery">
      {t('delivery.estimate', { date: deliveryDay })}
      {shipping && <span className="delivery__method"> · {shipping.name || t(`delivery.${shipping.key}`)}</span>}
    </p>
  );
}

function VolumeDiscounts({ tiers, product }: { tiers: VolumeDiscountTier[]; product: Product }) {
  const t = useT();
  const { locale } = useMarket();
  const price = product.price;
  if (tiers.length === 0 || !price) return null;
  return (
    <section className="tiers" aria-labelledby="volume-discounts">
      <h2 id="volume-discounts" className="tiers__title">
        {t('product.volumeDiscounts')}
      </h2>
      <ul role="list">
        {tiers.map((tier) => (
          <li key={tier.minQuantity} className="tiers__tier">
            <span className="tiers__quantity">{t('product.volumeDiscount.tier', { count: tier.minQuantity })}</span>
            <strong className="tiers__price">
              {formatMoney({ ...price, centAmount: Math.round(price.centAmount * (1 - tier.percent / 100)) }, locale)}
            </strong>
            <span className="tiers__save">{t('product.volumeDiscount.save', { percent: tier.percent })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductPage({
  product,
  stock,
  shipping,
  deliveryDay,
  reviewWords,
  trail,
  reviews,
  shopRating,
  deferred,
}: ProductOffer & { deferred: Partial<ProductExtras> }) {
  const t = useT();
  const orderingOpen = useOrderingOpen();
  const openContact = useOpenContactForm();
  const categories = trail.map((category) => category.name);
  // The sections the page has for certain when it renders (the streamed ones may come out empty). Kept
  // from render to render: the section bar waits for its code with these props (idle-island.tsx).
  const hasTechDetails = product.techDetails.length > 0;
  const hasReviews = Boolean(reviews);
  const sections = useMemo(
    () => [
      { id: 'description', label: t('product.description') },
      ...(hasTechDetails ? [{ id: 'tech-details', label: t('product.techDetails') }] : []),
      ...(hasReviews ? [{ id: 'reviews', label: t('reviews.title') }] : []),
    ],
    [t, hasTechDetails, hasReviews],
  );
  return (
    <>
      <Breadcrumb trail={trail} current={product.name} />
      <div className="product">
        <Gallery images={product.images} images360={product.images360} name={product.name} />
        <div className="product__buy">
          <p className="product__brand">{product.brand}</p>
          <h1 className="product__name">{product.name}</h1>
          <p className="product__meta">
            {/* The stars lead to the reviews below (none: no link without a name). */}
            {product.reviewCount > 0 && (
              <a className="product__rating-link" href="#reviews">
                <Rating rating={product.avgRating} count={product.reviewCount} />
              </a>
            )}
            <span>
              {t('product.sku')}: {product.sku}
            </span>
          </p>
          {product.isBware && <p className="product__bware">{t('product.bware')}</p>}
          {product.price && <Price price={product.price} originalPrice={product.originalPrice} size="large" />}
          <p className="product__vat">{t('product.priceIncludesVat')}</p>
          <Deferred id="tier-price" promise={deferred.tierPrice} schema={tierPriceSchema} fallback={null}>
            {(tier) => tier && <TierPrice tier={tier} />}
          </Deferred>
          <Availability stock={stock} />
          {stock > 0 && <Delivery shipping={shipping} deliveryDay={deliveryDay} />}
          <Deferred id="volume-discounts" promise={deferred.volumeDiscounts} schema={volumeDiscountTiersSchema} fallback={null}>
            {(tiers: VolumeDiscountTier[]) => <VolumeDiscounts tiers={tiers} product={product} />}
          </Deferred>
          {orderingOpen ? (
            <>
              <AddToCartButton product={product} stock={stock} categories={categories} />
              {stock > 0 && product.price && <FloatingAddToCartSlot product={product} stock={stock} categories={categories} />}
            </>
          ) : (
            <OrderingClosed />
          )}
          {product.highlights.length > 0 && (
            <section aria-labelledby="highlights">
              <h2 id="highlights" className="product__subtitle">
                {t('product.highlights')}
              </h2>
              <ul className="highlights">
                {product.highlights.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
          {/* Customer service for this product (spec part 1 §4): the form opens prefilled in that mode (it reads the mode's
              reason and subreason itself, so the table stays out of this page's start-up script). */}
          <div className="product-service">
            {CONTACT_MODES.map((mode) => (
              <button key={mode} type="button" onClick={() => openContact({ mode, productNumber: product.sku })}>
                {t(`contact.open.${mode}`)}
              </button>
            ))}
          </div>
        </div>
      </div>
      <SectionNav sections={sections} />
      <Deferred id="complementary" promise={deferred.complementary} schema={productCardsSchema} fallback={null}>
        {(cards: ProductCard[]) => <ComplementaryProducts cards={cards} sku={product.sku} />}
      </Deferred>
      <section className="product__section" aria-labelledby="description">
        <h2 id="description" className="section-title">
          {t('product.description')}
        </h2>
        <p>{product.description}</p>
      </section>
      {product.techDetails.length > 0 && (
        <section className="product__section" aria-labelledby="tech-details">
          <h2 id="tech-details" className="section-title">
            {t('product.techDetails')}
          </h2>
          <table className="tech-details">
            <tbody>
              {product.techDetails.map((detail) => (
                <tr key={detail.label}>
                  <th scope="row">{detail.label}</th>
                  <td>{detail.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {reviews && (
        <Suspense fallback={null}>
          <ProductReviews sku={product.sku} initial={reviews} words={reviewWords} shopRating={shopRating} />
        </Suspense>
      )}
      <Deferred id="comparison" promise={deferred.comparison} schema={comparisonTableSchema} fallback={null}>
        {(table) => <ComparisonTable table={table} />}
      </Deferred>
      <Deferred
        id="related"
        promise={deferred.related}
        schema={productCardsSchema}
        fallback={
          <p className="loading" role="status">
            {t('loading')}
          </p>
        }>
        {(cards: ProductCard[]) =>
          cards.length === 0 ? null : (
            <section className="product__section" aria-labelledby="related">
              <h2 id="related" className="section-title">
                {t('product.related')}
              </h2>
              <ProductSlider cards={cards} labelledBy="related" testId="related-slider" />
            </section>
          )
        }
      </Deferred>
      <RecommendationsSlot sku={product.sku} />
    </>
  );
}

export default definePage({
  kind: 'product',
  routes: ['product'],
  async load({ route, market, url, services }) {
    const offer = await services.product(route.slug);
    if (!offer) return notFound();
    const { product, trail, stock, reviews } = offer;
    // Another language's slug, or an old one with the right number: permanent redirect to the canonical URL.
    if (product.slug && product.slug !== route.slug) {
      return redirect(`${hrefFor(market, { name: 'product', slug: product.slug })}${url.search}`, 301);
    }
    services.productViewed(product.sku);
    const seo = services.seo({
      ref: route,
      pageIn: productPageIn(product),
      product: { product, trail, stock, reviews },
    });
    return { data: offer, seo, deferred: services.productExtras(product, trail) };
  },
  head: ({ product }, { t }) => ({
    title: product.metaTitle || shopTitle(product.name, t),
    description: product.metaDescription || product.description.slice(0, 160),
  }),
  Component: ({ page, deferred }) => <ProductPage {...page} deferred={deferred} />,
});
