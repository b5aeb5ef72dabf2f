// A store's customers' credentials at commercetools (in-store endpoints): e-mail confirmation tokens and
// their redemption, password-reset redemption, and the signed-in customer's password change
// (customerChangeMyPassword). A token that is unknown, already redeemed or expired is a result (null), not
// an error; so is a wrong current password.
import type { Customer } from '@commercetools/platform-sdk';
import type { Env } from '../../env.ts';
import { commerceApi } from './client.ts';
import { CommerceError, execute } from './execute.ts';

const inStore = (env: Env, storeKey: string) => commerceApi(env).inStoreKeyWithStoreKeyValue({ storeKey }).customers();

/** Minutes an e-mail confirmation link stays valid: a day (the contract: 24 h). */
const EMAIL_TOKEN_TTL_MINUTES = 24 * 60;

/** commercetools' answers to a token that cannot be redeemed (404 unknown or used, 400 expired). */
const UNREDEEMABLE = new Set(['ResourceNotFound', 'ExpiredCustomerEmailToken', 'ExpiredCustomerPasswordToken']);

/** The customer a redeemed token was for. */
export interface RedeemedFor {
  customerId: string;
  email: string;
  isEmailVerified: boolean;
}

async function redeemed(request: Promise<Customer>): Promise<RedeemedFor | null> {
  try {
    const customer = await request;
    return { customerId: customer.id, email: customer.email, isEmailVerified: customer.isEmailVerified };
  } catch (error) {
    if (error instanceof CommerceError && UNREDEEMABLE.has(error.code)) return null;
    throw error;
  }
}

/** A new e-mail confirmation token for the store's customer. */
export async function createEmailToken(env: Env, storeKey: string, customerId: string): Promise<string> {
  const token = await execute(
    inStore(env, storeKey)
      .emailToken()
      .post({ body: { id: customerId, ttlMinutes: EMAIL_TOKEN_TTL_MINUTES } }),
  );
  return token.value;
}

/** Confirms the e-mail address the token was made for; null for a token that cannot be redeemed. */
export function confirmEmail(env: Env, storeKey: string, tokenValue: string): Promise<RedeemedFor | null> {
  return redeemed(execute(inStore(env, storeKey).emailConfirm().post({ body: { tokenValue } })));
}

/** Sets a new password with a reset token; null for a token that cannot be redeemed. */
export function resetPassword(env: Env, storeKey: string, tokenValue: string, newPassword: string): Promise<RedeemedFor | null> {
  return redeemed(execute(inStore(env, storeKey).passwordReset().post({ body: { tokenValue, newPassword } })));
}

/**
 * Marks the customer's e-mail address confirmed when the customer has shown to read its mail another way
 * (a redeemed reset link): commercetools confirms only with an e-mail token, so one is made and redeemed.
 */
export async function confirmEmailOf(env: Env, storeKey: string, customerId: string): Promise<void> {
  const tokenValue = await createEmailToken(env, storeKey, customerId);
  await execute(inStore(env, storeKey).emailConfirm().post({ body: { tokenValue } }));
}

/** The id of the store's customer with this (normalised) e-mail whose address is not confirmed yet, else null. */
export async function unverifiedCustomerId(env: Env, storeKey: string, email: string): Promise<string | null> {
  const quoted = JSON.stringify(email);
  const { results } = await execute(inStore(env, storeKey).get({ queryArgs: { where: `lowercaseEmail = ${quoted}`, limit: 1 } }));
  const customer = results[0];
  return customer && !customer.isEmailVerified ? customer.id : null;
}

export interface PasswordChange {
  customerId: string;
  currentPassword: string;
  newPassword: string;
}

export type PasswordChangeResult = { ok: true; email: string } | { ok: false; reason: 'wrong-password' };

/**
 * Changes the customer's password with the customer's current version; a version that moved meanwhile
 * (the profile saved in another tab) is retried once with the version commercetools names.
 */
export async function changePassword(env: Env, storeKey: string, change: PasswordChange): Promise<PasswordChangeResult> {
  const customers = inStore(env, storeKey);
  const { version } = await execute(customers.withId({ ID: change.customerId }).get());
  const attempt = (atVersion: number) =>
    execute(
      customers.password().post({
        body: { id: change.customerId, version: atVersion, currentPassword: change.currentPassword, newPassword: change.newPassword },
      }),
    );
  try {
    const customer = await attempt(version).catch((error: unknown) => {
      if (error instanceof CommerceError && error.code === 'ConcurrentModification' && error.currentVersion !== undefined) {
        return attempt(error.currentVersion);
      }
      throw error;
    });
    return { ok: true, email: customer.email };
  } catch (error) {
    if (error instanceof CommerceError && error.code === 'InvalidCurrentPassword') return { ok: false, reason: 'wrong-password' };
    throw error;
  }
}
