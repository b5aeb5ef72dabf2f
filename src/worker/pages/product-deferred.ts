// The product page's parts streamed after the shell (PageServices.productExtras). Deferred parts never
// throw: a failure is logged and the part is left out of the page.
import type { TierPrice } from '../../domain/account/cohort-tier.ts';
import { CAROUSEL } from '../../domain/catalogue/carousel.ts';
import type { ComparisonTable } from '../../domain/catalogue/comparison-table.ts';
import type { CategoryNode, Product, VolumeDiscountTier } from '../../domain/catalogue/types.ts';
import type { ProductCard } from '../../domain/catalogue/product-card.ts';
import type { ProductExtras } from '../../react/pages/page-services.ts';
import type { LoaderContext } from '../loaders/frame.ts';
import { loadComparison, loadComplementary, loadVolumeDiscounts } from '../loaders/product-extras.ts';
import { searchCards } from '../services/search/listing.ts';
import { loadTierPrice, type TierCookies } from '../loaders/tier-price.ts';

function settle<T>(what: string, promise: Promise<T>, fallback: T): Promise<T> {
  return promise.catch((error: unknown) => {
    console.warn(`${what} unavailable`, error);
    return fallback;
  });
}

// Recommendations are not among them: they follow the shopper's analytics cookie, and the page is shared
// by every anonymous shopper, so the browser asks for them (routes/products-api.ts).
export function productDeferred(context: LoaderContext, product: Product, trail: CategoryNode[], shopper: TierCookies): ProductExtras {
  const leaf = trail.at(-1);
  return {
    volumeDiscounts: product.volumeDiscountGroup
      ? settle<VolumeDiscountTier[]>('volume discounts', loadVolumeDiscounts(context, product.volumeDiscountGroup), [])
      : Promise.resolve([]),
    related: leaf
      ? settle<ProductCard[]>(
          'related products',
          searchCards(
            context.env,
            context.market,
            {
              facetFilters: [[`categoryKeys:${leaf.key}`]],
              hitsPerPage: CAROUSEL.productSlider.relatedLimit + 1,
            },
            context.waitUntil,
          ).then((cards) => cards.filter((card) => card.sku !== product.sku).slice(0, CAROUSEL.productSlider.relatedLimit)),
          [],
        )
      : Promise.resolve([]),
    complementary: settle<ProductCard[]>('complementary products', loadComplementary(context, product), []),
    comparison: settle<ComparisonTable | null>('product comparison', loadComparison(context, product, trail), null),
    // Spec part 2 §8 "Personalized discount failure: logged, no discount".
    tierPrice: settle<TierPrice | null>('personalised discount', loadTierPrice(context, product, shopper), null),
  };
}
