// Volume-discount tiers of a product's discount group (spec part 2 §7.1 getVolumeDiscounts): the active
// cart discounts carrying that group in their custom field, by sort order.
import type { CartDiscount } from '@commercetools/platform-sdk';
import type { VolumeDiscountTier } from '../../../domain/catalogue/types.ts';
import { permyriadToPercent } from '../../../domain/catalogue/volume-discounts.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';

function toTier(discount: CartDiscount): VolumeDiscountTier | null {
  const minQuantity: unknown = discount.custom?.fields['minQuantity'];
  if (typeof minQuantity !== 'number' || discount.value.type !== 'relative') return null;
  return { minQuantity, percent: permyriadToPercent(discount.value.permyriad) };
}

export async function getVolumeDiscountTiers(env: Env, group: string): Promise<VolumeDiscountTier[]> {
  const body = await execute(
    commerceApi(env)
      .cartDiscounts()
      .get({
        queryArgs: {
          where: [`isActive = true`, `custom(fields(volumeDiscountGroup = ${JSON.stringify(group)}))`],
          sort: 'sortOrder asc',
          limit: 20,
        },
      }),
  );
  return body.results
    .map(toTier)
    .filter((tier): tier is VolumeDiscountTier => tier !== null)
    .sort((a, b) => a.minQuantity - b.minQuantity);
}
