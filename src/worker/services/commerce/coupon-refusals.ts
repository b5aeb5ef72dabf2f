// commercetools' answers about discount codes, read for the domain's coupon rules: the refusal of an Add
// DiscountCode (a 400 DiscountCodeNonApplicable naming the code and a reason) and the state of each code
// on the cart. Everything is parsed: the error body comes from outside.
import type { Cart as CtCart } from '@commercetools/platform-sdk';
import * as v from 'valibot';
import { type CouponRefusal, refusalForReason, refusalForState, sameCoupon } from '../../../domain/cart/coupons.ts';
import { CommerceError } from './execute.ts';

/** A code the shopper tried that the cart did not take, and why (for the shopper's message and the log). */
export interface RefusedCoupon {
  code: string;
  refusal: CouponRefusal;
  /** The platform's own words: the error reason or the code's state. */
  reason: string;
}

const NonApplicableSchema = v.object({
  body: v.object({
    errors: v.pipe(
      v.array(v.looseObject({ code: v.string(), discountCode: v.optional(v.string()), reason: v.optional(v.string()) })),
      v.minLength(1),
    ),
  }),
});

/** The refused code of a DiscountCodeNonApplicable error, or null for any other failure. */
export function refusedCouponOf(error: unknown): RefusedCoupon | null {
  if (!(error instanceof CommerceError) || error.code !== 'DiscountCodeNonApplicable') return null;
  const parsed = v.safeParse(NonApplicableSchema, error.cause);
  const first = parsed.success ? parsed.output.body.errors.find((entry) => entry.code === 'DiscountCodeNonApplicable') : undefined;
  if (!first?.discountCode) return null;
  return { code: first.discountCode, refusal: refusalForReason(first.reason), reason: first.reason ?? 'none given' };
}

/** Codes among `added` that the platform put on the cart but that take nothing off (e.g. DoesNotMatchCart). */
export function inapplicableAdded(cart: CtCart, added: readonly string[]): (RefusedCoupon & { id: string })[] {
  return (cart.discountCodes ?? []).flatMap((entry) => {
    const code = entry.discountCode.obj?.code;
    const refusal = refusalForState(entry.state);
    if (!code || !refusal || !added.some((typed) => sameCoupon(typed, code))) return [];
    return [{ id: entry.discountCode.id, code, refusal, reason: entry.state }];
  });
}
