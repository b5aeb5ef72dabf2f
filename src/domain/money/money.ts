// Money as the shop passes it around (spec part 2 §9 "Price math"): an integer amount in minor units, a
// currency the shop sells in, and the digits after the decimal point. The type is derived from the
// schema, so everything that parses money from outside (storage, websocket, API) checks the same shape.
import * as v from 'valibot';
import { CURRENCY_CODES } from '../markets/countries.ts';

export const MoneySchema = v.object({
  centAmount: v.pipe(v.number(), v.integer()),
  currencyCode: v.picklist(CURRENCY_CODES),
  fractionDigits: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Money = v.InferOutput<typeof MoneySchema>;

/** The sum of two amounts of one currency (and precision); null when they cannot be added. */
export function addMoney(a: Money, b: Money): Money | null {
  if (a.currencyCode !== b.currencyCode || a.fractionDigits !== b.fractionDigits) return null;
  return { ...a, centAmount: a.centAmount + b.centAmount };
}
