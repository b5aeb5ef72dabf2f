// The LT product page's tier price (spec part 2 §9 "Personalised discounts active only in LT"): the
// cohort tier from the `customer_id` and `customer_group` cookies, the tier's personalised discount read by
// key (cached a minute, like the page's other extras) and used only when active and of the current store.
// The cookies are the browser's: a forged `customer_group` changes only what this page displays, since
// checkout is closed in LT and no cart or order is ever priced from it.
import {
  applicablePermyriad,
  cohortTierOf,
  discountTierOf,
  PersonalisedDiscountSchema,
  personalisedDiscountKey,
  personalisedDiscountsActiveIn,
  type TierPrice,
  tierPriceOf,
} from '../../domain/account/cohort-tier.ts';
import type { Product } from '../../domain/catalogue/types.ts';
import * as v from 'valibot';
import { cacheContext, cached } from '../services/cache/read-through.ts';
import { personalisedDiscountByKey } from '../services/commerce/personalised-discounts.ts';
import type { LoaderContext } from './frame.ts';

export interface TierCookies {
  customerId: string | undefined;
  customerGroup: string | undefined;
}

export async function loadTierPrice(context: LoaderContext, product: Product, cookies: TierCookies): Promise<TierPrice | null> {
  const { market } = context;
  if (!product.price || !personalisedDiscountsActiveIn(market.country.code)) return null;
  // Spec part 2 §5: the discount query proceeds only with a store and a cohort tier.
  const tier = discountTierOf(cohortTierOf(Boolean(cookies.customerId), cookies.customerGroup));
  if (!tier || !market.storeKey) return null;
  const discount = await cached(cacheContext(context.env, context.waitUntil), {
    key: { kind: 'personalised-discount', scope: 'all', id: tier },
    schema: v.nullable(PersonalisedDiscountSchema),
    load: () => personalisedDiscountByKey(context.env, personalisedDiscountKey(tier)),
  });
  const permyriad = applicablePermyriad(discount, market.storeKey);
  return permyriad === null ? null : tierPriceOf(product.price, tier, permyriad);
}
