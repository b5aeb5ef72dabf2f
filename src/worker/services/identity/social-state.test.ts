import { describe, expect, it } from 'vitest';
import { SOCIAL_STATE_TTL_SECONDS } from '../../../domain/account/social-sign-in.ts';
import { openSocialState, sealSocialState } from './social-state.ts';

const SECRET = 'test-secret';
const started = { provider: 'google' as const, state: 's-1', nonce: 'n-1', codeVerifier: 'v-1', returnPath: '/my-account' };

describe('social sign-in state cookie', () => {
  it('opens what it sealed, for the same provider, until it expires', async () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const sealed = await sealSocialState(SECRET, started, now);
    expect(await openSocialState(SECRET, sealed, 'google', now + 1000)).toMatchObject(started);
    expect(await openSocialState(SECRET, sealed, 'facebook', now + 1000)).toBeNull();
    expect(await openSocialState(SECRET, sealed, 'google', now + SOCIAL_STATE_TTL_SECONDS * 1000)).toBeNull();
  });

  it('opens nothing signed with another secret, changed, truncated or garbled', async () => {
    const sealed = await sealSocialState(SECRET, started);
    const [payload, signature] = sealed.split('.');
    expect(await openSocialState('other-secret', sealed, 'google')).toBeNull();
    expect(await openSocialState(SECRET, `${payload}x.${signature}`, 'google')).toBeNull();
    expect(await openSocialState(SECRET, `${payload}.${signature}.x`, 'google')).toBeNull();
    expect(await openSocialState(SECRET, `${payload}`, 'google')).toBeNull();
    expect(await openSocialState(SECRET, 'a.b', 'google')).toBeNull();
    expect(await openSocialState(SECRET, '%%%.***', 'google')).toBeNull();
    expect(await openSocialState(SECRET, undefined, 'google')).toBeNull();
  });
});
