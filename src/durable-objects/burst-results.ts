// What a sent burst means for the callers that queued it (the cart's Durable Object, cart-session.ts):
// which queued actions commercetools refused (each caller is told about its own), and the answer every
// caller of the burst gets in its tab's language.
import type { AddRefusal, BurstOutcome } from '../worker/services/commerce/cart-burst.ts';
import { CommerceError } from '../worker/services/commerce/execute.ts';
import type { PendingAction } from './cart-queue.ts';
import type { ResultIn } from './cart-waiters.ts';
import { stateIn, type StoredState } from './stored-cart-state.ts';

/** commercetools refused the update (as opposed to not answering): the burst itself was wrong. */
export const isRejection = (error: unknown): boolean => error instanceof CommerceError && error.statusCode >= 400 && error.statusCode < 500;

/** The queue's sequence numbers of the adds the burst refused whole, with the reason (found by action identity). */
export const refusalsBySeq = (pending: readonly PendingAction[], outcome: BurstOutcome): Map<number, AddRefusal> =>
  new Map(
    outcome.refusedAdds.flatMap(({ action, reason }) =>
      pending.filter((entry) => entry.action === action).map((entry) => [entry.seq, reason] as const),
    ),
  );

/** Each caller's answer: the confirmed cart in its language, the refused coupons, and the refusal of an add it queued. */
export const confirmedResultIn =
  (stored: StoredState, refusals: ReadonlyMap<number, AddRefusal>, outcome: BurstOutcome): ResultIn =>
  (language, { from, upTo }) => {
    const refused = [...refusals].find(([seq]) => seq >= from && seq <= upTo)?.[1];
    const { refusedCoupons } = outcome;
    return {
      state: stateIn(stored, language),
      ...(refusedCoupons.length > 0 ? { refusedCoupons } : {}),
      ...(refused ? { error: refused } : {}),
    };
  };
