import { describe, expect, it } from 'vitest';
import { needsRefresh, REFRESH_MARGIN_SECONDS, SESSION_IDLE_SECONDS } from './session-policy.ts';

describe('session policy', () => {
  it('refreshes an access token within the margin of its expiry, or expired', () => {
    const now = 1_000_000;
    expect(needsRefresh(now + REFRESH_MARGIN_SECONDS + 1, now)).toBe(false);
    expect(needsRefresh(now + REFRESH_MARGIN_SECONDS, now)).toBe(true);
    expect(needsRefresh(now + 60, now)).toBe(true);
    expect(needsRefresh(now - 1, now)).toBe(true);
  });
  it('keeps an idle session at least as long as a commercetools access token (48 h) lives', () => {
    expect(SESSION_IDLE_SECONDS).toBeGreaterThanOrEqual(172_800);
  });
});
