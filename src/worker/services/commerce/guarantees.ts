// The extra-guarantee products (virtual SKUs 41000x0) with the attributes the offer rules need.
import type { Attribute } from '@commercetools/platform-sdk';
import type { GuaranteeProduct } from '../../../domain/cart/guarantee-product.ts';
import { GUARANTEE_SKUS } from '../../../domain/cart/guarantee-skus.ts';
import type { Language } from '../../../domain/markets/countries.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { execute } from './execute.ts';
import { pickLocalized } from './localized.ts';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);
const record = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

export async function getGuarantees(env: Env, language: Language): Promise<GuaranteeProduct[]> {
  const body = await execute(
    commerceApi(env)
      .productProjections()
      .get({
        queryArgs: { where: `masterVariant(sku in (${GUARANTEE_SKUS.map((sku) => JSON.stringify(sku)).join(', ')}))`, staged: false, limit: 10 },
      }),
  );
  return body.results
    .flatMap((projection) => {
      const attributes = new Map((projection.masterVariant.attributes ?? []).map((attribute: Attribute) => [attribute.name, attribute.value]));
      const rate: unknown = attributes.get('extraGuaranteeRate');
      const sku = projection.masterVariant.sku;
      if (!sku || typeof rate !== 'number') return [];
      const years = Number(/-(\d+)Y$/.exec(String(attributes.get('model') ?? ''))?.[1] ?? 0);
      return [
        {
          sku,
          name: pickLocalized(projection.name, language),
          years,
          ratePercent: rate,
          excludedSkus: strings(attributes.get('extraGuaranteeExcludedSkus')),
          excludedBrands: strings(attributes.get('extraGuaranteeExcludedBrands')),
          excludedRelations: strings(attributes.get('extraGuaranteeExcludedRelations')),
          enabledOnMarket: record(attributes.get('enabledOnMarket')),
        },
      ];
    })
    .sort((a, b) => a.years - b.years);
}
