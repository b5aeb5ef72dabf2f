// The personalised cart discount of a cohort tier, by its key (spec part 2 §7.3 "personalized discount by
// cohort tier key"); null when there is none. Mapped to the domain's PersonalisedDiscount.
import type { CartDiscount } from '@commercetools/platform-sdk';
import type { PersonalisedDiscount } from '../../../domain/account/cohort-tier.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { CommerceError, execute } from './execute.ts';

const toPersonalisedDiscount = (discount: CartDiscount): PersonalisedDiscount => ({
  isActive: discount.isActive,
  storeKeys: discount.stores.flatMap((store) => (store.key ? [store.key] : [])),
  permyriad: discount.value.type === 'relative' ? discount.value.permyriad : null,
});

export async function personalisedDiscountByKey(env: Env, key: string): Promise<PersonalisedDiscount | null> {
  try {
    return toPersonalisedDiscount(await execute(commerceApi(env).cartDiscounts().withKey({ key }).get()));
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 404) return null;
    throw error;
  }
}
