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
import { logWarn } from '../services/observability/log.ts';

function settle<T>(what: string, promise: Promise<T>, fallback: T): Promise<T> {
  return promise.catch((error: unknown) => {
    logWarn(`${what} unavailable`, error);
    return fallback;
  });
}

/** Resolves once the shell is rendered and the turn that sends the response head is over. */
const afterHead = (shellRendered: Promise<void>): Promise<void> => shellRendered.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

// Recommendations are not among them: they follow the shopper's analytics cookie, and the page is shared
// by every anonymous shopper, so the browser asks for them (routes/products-api.ts).
// They start once the head has left (`shellRendered`): the comparison alone reads up to 30 products, and
// their answers, parsed as they come in, held a product nobody had viewed yet at 66–104 ms to its first
// byte instead of 20–30 (local workerd). Every part is below the fold and streams a few milliseconds later.
export function productDeferred(
  context: LoaderContext,
  product: Product,
  trail: CategoryNode[],
  shopper: TierCookies,
  shellRendered: Promise<void>,
): ProductExtras {
  const leaf = trail.at(-1);
  const started = afterHead(shellRendered);
  const group = product.volumeDiscountGroup;
  const later = <T>(load: () => Promise<T>): Promise<T> => started.then(load);
  return {
    volumeDiscounts: group
      ? settle<VolumeDiscountTier[]>(
          'volume discounts',
          later(() => loadVolumeDiscounts(context, group)),
          [],
        )
      : Promise.resolve([]),
    related: leaf
      ? settle<ProductCard[]>(
          'related products',
          later(() =>
            searchCards(
              context.env,
              context.market,
              { facetFilters: [[`categoryKeys:${leaf.key}`]], hitsPerPage: CAROUSEL.productSlider.relatedLimit + 1 },
              context.waitUntil,
            ),
          ).then((cards) => cards.filter((card) => card.sku !== product.sku).slice(0, CAROUSEL.productSlider.relatedLimit)),
          [],
        )
      : Promise.resolve([]),
    complementary: settle<ProductCard[]>(
      'complementary products',
      later(() => loadComplementary(context, product)),
      [],
    ),
    comparison: settle<ComparisonTable | null>(
      'product comparison',
      later(() => loadComparison(context, product, trail)),
      null,
    ),
    // Spec part 2 §8 "Personalized discount failure: logged, no discount".
    tierPrice: settle<TierPrice | null>(
      'personalised discount',
      later(() => loadTierPrice(context, product, shopper)),
      null,
    ),
  };
}
