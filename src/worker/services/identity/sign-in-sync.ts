// The sign-in sync (spec part 2 §7.5): POST {accessToken, tokenType, provider, sessionTtl} with the
// provider's access token. The sync (the shop's identity middleware, the commercetools project's External
// OAuth server) reads the person at the provider, finds or creates the commercetools customer and answers
// a customer token commercetools accepts through its external token introspection.
import * as v from 'valibot';
import { SOCIAL_SESSION_TTL_SECONDS } from '../../../domain/account/social-sign-in.ts';
import type { Env } from '../../env.ts';
import type { CustomerToken } from '../commerce/customer-token.ts';
import { type ProviderSignIn, SocialSignInFailure } from './provider-sign-in.ts';
import { timedFetch } from '../observability/request-context.ts';

const SYNC_TIMEOUT_MS = 10_000;

const SyncAnswerSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(8)),
  expiresIn: v.pipe(v.number(), v.integer(), v.minValue(1)),
  customerId: v.pipe(v.string(), v.minLength(1)),
});

export async function signInSync(env: Env, signIn: ProviderSignIn): Promise<CustomerToken> {
  let response: Response;
  try {
    response = await timedFetch('sign-in')(env.SIGN_IN_SYNC_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.SIGN_IN_SYNC_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        accessToken: signIn.accessToken,
        tokenType: signIn.tokenType,
        provider: signIn.provider,
        sessionTtl: SOCIAL_SESSION_TTL_SECONDS,
      }),
      signal: AbortSignal.timeout(SYNC_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SocialSignInFailure('unavailable', 'sign-in sync unreachable', { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  // 422: the provider gave no verified e-mail address (the shopper withheld it): a refusal, not an outage.
  if (response.status === 422) throw new SocialSignInFailure('refused', 'sign-in sync: no verified e-mail address', { cause: body });
  const answer = v.safeParse(SyncAnswerSchema, body);
  if (!response.ok || !answer.success) throw new SocialSignInFailure('unavailable', `sign-in sync answered ${response.status}`, { cause: body });
  return { accessToken: answer.output.accessToken, expiresIn: answer.output.expiresIn, customerId: answer.output.customerId };
}
