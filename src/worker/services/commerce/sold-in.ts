// The locales whose market sells a product, by the domain's price selection and sale rules, read from
// every price of its projection (the product page's hreflang and the sitemaps need all markets at once).
import type { ProductProjection } from '@commercetools/platform-sdk';
import { selectPrice } from '../../../domain/catalogue/price-selection.ts';
import { isSellableIn } from '../../../domain/catalogue/sellable.ts';
import { shownPrice } from '../../../domain/catalogue/shown-price.ts';
import { COUNTRIES, COUNTRY_CODES, localeOf, type LocaleCode } from '../../../domain/markets/countries.ts';
import { priceOfferOf } from './price-offer.ts';
import { attributesOf, saleFactsOf } from './product-attributes.ts';

export function soldIn(projection: ProductProjection, now: Date = new Date()): LocaleCode[] {
  const attributes = attributesOf(projection);
  const prices = projection.masterVariant.prices ?? [];
  return COUNTRY_CODES.flatMap((code) => {
    const country = COUNTRIES[code];
    const offer = priceOfferOf(selectPrice(prices, { currency: country.currency, country: code }, now));
    const facts = saleFactsOf(attributes, offer ? shownPrice(offer).price : null);
    return country.languages.map((language) => localeOf(code, language)).filter((locale) => isSellableIn(facts, locale));
  });
}
