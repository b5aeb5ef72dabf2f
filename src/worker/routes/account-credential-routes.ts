// Registration, e-mail confirmation, password reset and password change (spec part 2 §7.1
// customerSignMeUp, customerResetPassword, customerChangeMyPassword; part 1 §4 "Changing the password
// signs the user out, then signs in again with the new password").
// Answers never tell whether an e-mail address has an account: registration answers a new and a known
// address alike (202, no cookies; the owner of a known one is mailed a reset link instead), and so do the
// resend of the confirmation and the reset request. Each does the same commerce call in the answer's time
// either way; the token and the mail it needs follow after the answer (waitUntil).
import { Hono } from 'hono';
import {
  PasswordChangeSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  RegistrationSchema,
  VerificationResendSchema,
  VerifyEmailSchema,
} from '../../domain/account/credentials.ts';
import { registrationCustomerFields } from '../../domain/account/registration.ts';
import type { ApiEnv } from '../api/api-env.ts';
import { localized } from '../api/localized.ts';
import { refuse } from '../api/refuse.ts';
import type { Env } from '../env.ts';
import { rateLimit, refuseOverLimitForEmail } from '../middleware/rate-limit.ts';
import {
  changePassword,
  confirmEmail,
  confirmEmailOf,
  createEmailToken,
  resetPassword,
  unverifiedCustomerId,
} from '../services/commerce/customer-credentials.ts';
import { signInFacts } from '../services/commerce/customer-sign-in.ts';
import { customerTokenFor } from '../services/commerce/customer-token.ts';
import { createPasswordResetToken, customerProfile, signUpCustomer } from '../services/commerce/customers.ts';
import { sendCustomerDataEvent } from '../services/customer-data/events.ts';
import { endSession, requireSession, startSession } from '../session/session.ts';
import { accountBody, accountForm } from './account-body.ts';
import { logError } from '../services/observability/log.ts';

export const accountCredentialRoutes = new Hono<ApiEnv>();

interface Mailing {
  env: Env;
  storeKey: string;
  email: string;
  locale: string;
}

/** A confirmation link for a new (or still unconfirmed) customer: commercetools' e-mail token, then the `verify-email` event. */
async function mailConfirmation({ env, storeKey, email, locale }: Mailing, customerId: string): Promise<void> {
  try {
    const token = await createEmailToken(env, storeKey, customerId);
    await sendCustomerDataEvent(env, 'verify-email', { email, locale, token });
  } catch (error) {
    logError('e-mail confirmation: no token for the new customer, so no mail; the customer can ask for it again', storeKey, error);
  }
}

/** Someone registered with a known address: its owner gets a reset link, and so learns of the attempt. */
async function mailResetToOwner({ env, storeKey, email, locale }: Mailing): Promise<void> {
  try {
    const token = await createPasswordResetToken(env, storeKey, email);
    if (token) await sendCustomerDataEvent(env, 'reset-password', { email, locale, token });
    else logError('registration: the address was taken, yet no customer of the store has it', storeKey);
  } catch (error) {
    logError('registration: no reset token for the owner of a known address, so no mail', storeKey, error);
  }
}

accountCredentialRoutes.post('/register', rateLimit('registration'), accountForm(RegistrationSchema), async (c) => {
  const { customerType, vatId, ...registration } = c.req.valid('json');
  const { storeKey, locale, country } = c.get('market');
  const fields = registrationCustomerFields({ customerType, vatId }, country.code);
  if (!fields.ok) {
    return refuse(c, 'account.error.invalid-input', 400, { body: { fields: { [fields.field]: localized(c, 'account.error.invalid-vat-id') } } });
  }
  const overLimit = await refuseOverLimitForEmail(c, 'verification-email', registration.email);
  if (overLimit) return overLimit;
  const signedUp = await signUpCustomer(c.env, { storeKey, locale, ...registration, ...fields.fields });
  // 'Customer registration failed' (spec): commercetools refused the draft for another reason than the
  // address, so the answer tells nothing about whether the address has an account.
  if (!signedUp.ok && signedUp.reason === 'refused') return refuse(c, 'account.error.registration-failed', 502);
  const mailing = { env: c.env, storeKey, email: registration.email, locale };
  c.executionCtx.waitUntil(signedUp.ok ? mailConfirmation(mailing, signedUp.customerId) : mailResetToOwner(mailing));
  return c.json({ status: 'check-email', message: localized(c, 'account.register.checkEmail') }, 202);
});

accountCredentialRoutes.post('/verify-email', accountBody(VerifyEmailSchema), async (c) => {
  const confirmed = await confirmEmail(c.env, c.get('market').storeKey, c.req.valid('json').token);
  if (!confirmed) return refuse(c, 'account.error.invalid-token', 400);
  return c.json({ status: 'verified', email: confirmed.email });
});

accountCredentialRoutes.post('/verify-email/resend', rateLimit('verification-resend'), accountForm(VerificationResendSchema), async (c) => {
  const { storeKey, locale } = c.get('market');
  const { email } = c.req.valid('json');
  const overLimit = await refuseOverLimitForEmail(c, 'verification-email', email);
  if (overLimit) return overLimit;
  const customerId = await unverifiedCustomerId(c.env, storeKey, email);
  if (customerId) c.executionCtx.waitUntil(mailConfirmation({ env: c.env, storeKey, email, locale }, customerId));
  return c.json({ message: localized(c, 'account.verifyEmail.resent') }, 202);
});

accountCredentialRoutes.post('/password-reset', rateLimit('password-reset'), accountForm(PasswordResetRequestSchema), async (c) => {
  const { storeKey, locale } = c.get('market');
  const { email } = c.req.valid('json');
  const overLimit = await refuseOverLimitForEmail(c, 'password-reset-email', email);
  if (overLimit) return overLimit;
  const token = await createPasswordResetToken(c.env, storeKey, email);
  // The reset-password service mails the link; nothing is sent for an unknown e-mail, and the answer
  // does not say which it was.
  if (token) c.executionCtx.waitUntil(sendCustomerDataEvent(c.env, 'reset-password', { email, locale, token }));
  return c.json({ message: localized(c, 'account.passwordReset.requested') }, 202);
});

/**
 * The new password from the mailed link; it does not sign in (the customer signs in with it next). The
 * link reached the customer's mailbox, so an address not confirmed yet counts as confirmed now: someone
 * who registered, lost the confirmation mail and registered again was sent this link, and can sign in.
 */
accountCredentialRoutes.post('/password-reset/confirm', rateLimit('password-reset'), accountForm(PasswordResetConfirmSchema), async (c) => {
  const { storeKey } = c.get('market');
  const { token, password } = c.req.valid('json');
  const reset = await resetPassword(c.env, storeKey, token, password);
  if (!reset) return refuse(c, 'account.error.invalid-token', 400);
  if (!reset.isEmailVerified) await confirmEmailOf(c.env, storeKey, reset.customerId);
  return c.json({ status: 'password-changed', email: reset.email });
});

accountCredentialRoutes.post('/password', rateLimit('account-write'), accountForm(PasswordChangeSchema), async (c) => {
  const session = await requireSession(c);
  if (session instanceof Response) return session;
  const { storeKey } = c.get('market');
  const { currentPassword, newPassword } = c.req.valid('json');
  const { email, hasPassword } = await customerProfile(c.env, storeKey, session.customerId);
  if (!hasPassword) return refuse(c, 'account.password.external', 400, { error: 'no-password' });
  // Each try of a current password counts as a sign-in attempt: a borrowed session must not become a way to guess it.
  const overLimit = await refuseOverLimitForEmail(c, 'login-email', email);
  if (overLimit) return overLimit;
  const changed = await changePassword(c.env, storeKey, { customerId: session.customerId, currentPassword, newPassword });
  if (!changed.ok) return refuse(c, 'account.error.wrong-password', 400);
  // Signed out (both tokens revoked, the session's cookies deleted), then in again: new tokens and the
  // customer's group; the session keeps the customer's cart on this browser (session.ts).
  await endSession(c);
  const token = await customerTokenFor(c.env, { storeKey, email: changed.email, password: newPassword });
  if (!token) {
    logError('password change: the new password does not sign the customer in', storeKey);
    return refuse(c, 'account.error.password-change-failed', 502);
  }
  const { customerGroupKey } = await signInFacts(c.env, storeKey, token.customerId);
  startSession(c, { ...token, customerGroupKey });
  return c.json({ customer: await customerProfile(c.env, storeKey, token.customerId) });
});
