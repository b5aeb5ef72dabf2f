// commercetools Payments, one per attempt to pay (spec part 1 §3 "Payment draft", part 2 createBankPayment /
// createCodPayment): the planned amount is the cart's gross total in the cart's currency, the method info
// names the interface (adyen, cod, bank-transfer), the method id and its English name, and one
// Authorization transaction carries the state of the attempt (Initial until the provider answers; Pending
// for a bank transfer or cash on delivery, which are paid later) and the provider's reference as interactionId.
import type { Payment, PaymentUpdateAction, TransactionState } from '@commercetools/platform-sdk';
import type { Money } from '../../../domain/money/money.ts';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { CommerceError, execute } from './execute.ts';
import { logWarn } from '../observability/log.ts';

export type PaymentInterface = 'adyen' | 'cod' | 'bank-transfer';
const ATTEMPT_STATES = ['Initial', 'Pending', 'Success', 'Failure'] as const satisfies readonly TransactionState[];
export type AttemptState = (typeof ATTEMPT_STATES)[number];

export interface PaymentAttempt {
  id: string;
  version: number;
  /** The Authorization transaction's id, state and the provider's reference. */
  transactionId: string;
  state: AttemptState;
  interactionId: string | null;
  method: string;
  /** What the attempt pays (the cart's gross total when it started), in minor units. */
  plannedCents: number;
  plannedCurrency: string;
}

export interface NewPayment {
  amount: Money;
  paymentInterface: PaymentInterface;
  method: string;
  /** The method's English name (spec: `paymentMethodInfo.name.en`). */
  name: string;
  state: AttemptState;
}

function attemptOf(payment: Payment): PaymentAttempt | null {
  const transaction = payment.transactions.find((candidate) => candidate.type === 'Authorization');
  if (!transaction) return null;
  const state = ATTEMPT_STATES.find((known) => known === transaction.state) ?? 'Failure';
  return {
    id: payment.id,
    version: payment.version,
    transactionId: transaction.id,
    state,
    interactionId: transaction.interactionId ?? null,
    method: payment.paymentMethodInfo.method ?? '',
    plannedCents: payment.amountPlanned.centAmount,
    plannedCurrency: payment.amountPlanned.currencyCode,
  };
}

function requireAttempt(payment: Payment): PaymentAttempt {
  const attempt = attemptOf(payment);
  if (!attempt) throw new Error(`payment ${payment.id} has no Authorization transaction`);
  return attempt;
}

export async function createPayment(env: Env, draft: NewPayment): Promise<PaymentAttempt> {
  const amount = { currencyCode: draft.amount.currencyCode, centAmount: draft.amount.centAmount };
  const payment = await execute(
    commerceApi(env)
      .payments()
      .post({
        body: {
          amountPlanned: amount,
          paymentMethodInfo: { paymentInterface: draft.paymentInterface, method: draft.method, name: { en: draft.name } },
          transactions: [{ type: 'Authorization', amount, state: draft.state }],
        },
      }),
  );
  return requireAttempt(payment);
}

/**
 * The provider's answer on the attempt: the transaction's state and reference, and the provider's result
 * code as the payment's interface code. An outcome the transaction already has changes nothing, so a
 * webhook delivered twice, or arriving after the shopper's return, adds nothing. A version conflict (the
 * return and the webhook at once) is retried once against the payment as it is then.
 */
export async function settlePayment(
  env: Env,
  paymentId: string,
  outcome: { state: AttemptState; interactionId: string | null; resultCode: string },
  mayRetry = true,
): Promise<PaymentAttempt> {
  const attempt = await readPayment(env, paymentId);
  if (attempt.state === outcome.state && (outcome.interactionId === null || attempt.interactionId === outcome.interactionId)) return attempt;
  // commercetools' transaction states end at Success or Failure; a later contrary word is logged, not applied.
  if ((attempt.state === 'Success' || attempt.state === 'Failure') && attempt.state !== outcome.state) {
    logWarn('payment outcome after a final state not applied', paymentId, attempt.state, outcome.state, outcome.resultCode);
    return attempt;
  }
  const actions: PaymentUpdateAction[] = [
    ...(attempt.state === outcome.state
      ? []
      : [{ action: 'changeTransactionState' as const, transactionId: attempt.transactionId, state: outcome.state }]),
    ...(outcome.interactionId && outcome.interactionId !== attempt.interactionId
      ? [{ action: 'changeTransactionInteractionId' as const, transactionId: attempt.transactionId, interactionId: outcome.interactionId }]
      : []),
    { action: 'setStatusInterfaceCode', interfaceCode: outcome.resultCode },
  ];
  try {
    return requireAttempt(
      await execute(
        commerceApi(env)
          .payments()
          .withId({ ID: paymentId })
          .post({ body: { version: attempt.version, actions } }),
      ),
    );
  } catch (error) {
    if (mayRetry && error instanceof CommerceError && error.statusCode === 409) return settlePayment(env, paymentId, outcome, false);
    throw error;
  }
}

export async function readPayment(env: Env, paymentId: string): Promise<PaymentAttempt> {
  return requireAttempt(await execute(commerceApi(env).payments().withId({ ID: paymentId }).get()));
}

/** The provider's action the shopper still has to carry out (a Multibanco voucher), as JSON in the Payment's `adyenAction` field. */
export async function recordProviderAction(env: Env, paymentId: string, action: Record<string, string>, mayRetry = true): Promise<void> {
  const payment = await execute(commerceApi(env).payments().withId({ ID: paymentId }).get());
  try {
    await execute(
      commerceApi(env)
        .payments()
        .withId({ ID: paymentId })
        .post({
          body: {
            version: payment.version,
            actions: [{ action: 'setCustomType', type: { typeId: 'type', key: 'payment-custom' }, fields: { adyenAction: JSON.stringify(action) } }],
          },
        }),
    );
  } catch (error) {
    if (mayRetry && error instanceof CommerceError && error.statusCode === 409) return recordProviderAction(env, paymentId, action, false);
    throw error;
  }
}

/**
 * The provider's id of the attempt before a pspReference exists (an Adyen Hosted Checkout session), as the
 * Payment's interfaceId: support finds the attempt by it until the webhook names the pspReference.
 */
export async function recordInterfaceId(env: Env, paymentId: string, interfaceId: string, mayRetry = true): Promise<void> {
  const payment = await execute(commerceApi(env).payments().withId({ ID: paymentId }).get());
  if (payment.interfaceId === interfaceId) return;
  try {
    await execute(
      commerceApi(env)
        .payments()
        .withId({ ID: paymentId })
        .post({ body: { version: payment.version, actions: [{ action: 'setInterfaceId', interfaceId }] } }),
    );
  } catch (error) {
    if (mayRetry && error instanceof CommerceError && error.statusCode === 409) return recordInterfaceId(env, paymentId, interfaceId, false);
    throw error;
  }
}
