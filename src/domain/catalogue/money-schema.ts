// Money as the commerce platform sends it: an integer amount in minor units, its currency and fraction
// digits. The schema checks money that comes back from a cache or over the wire (product cache entries,
// product cards streamed into the page); the `Money` type in types.ts has the same shape.
import * as v from 'valibot';
import { CURRENCY_CODES } from '../markets/countries.ts';

export const MoneySchema = v.object({ centAmount: v.number(), currencyCode: v.picklist(CURRENCY_CODES), fractionDigits: v.number() });
