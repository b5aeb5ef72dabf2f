import { describe, expect, it } from 'vitest';
import { TokenLedger } from './token-ledger.ts';

const lifetimes = { customerAccessSeconds: 100, customerRefreshSeconds: 1000 };

function ledgerAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, ledger: new TokenLedger(lifetimes, () => clock.now) };
}

describe('token ledger', () => {
  it('gives a customer token the configured lifetime and ends it then', () => {
    const { clock, ledger } = ledgerAt();
    expect(ledger.issued('a1', 'r1', true)).toBe(100);
    expect(ledger.isActive('a1')).toBe(true);
    expect(ledger.expiresAt('a1')).toBe(1_000 + 100);
    clock.now += 100_000;
    expect(ledger.isActive('a1')).toBe(false);
  });
  it('keeps the 48 h of other tokens', () => {
    const { ledger } = ledgerAt();
    expect(ledger.issued('client', 'r', false)).toBe(172_800);
  });
  it('does not extend the refresh token when it refreshes', () => {
    const { clock, ledger } = ledgerAt();
    ledger.issued('a1', 'r1', true);
    clock.now += 900_000;
    ledger.issued('a2', 'r1', true);
    expect(ledger.refreshUsable('r1')).toBe(true);
    clock.now += 100_001;
    expect(ledger.refreshUsable('r1')).toBe(false);
  });
  it('revokes an access token without its refresh token', () => {
    const { ledger } = ledgerAt();
    ledger.issued('a1', 'r1', true);
    ledger.revoke('a1', 'access_token');
    expect(ledger.isActive('a1')).toBe(false);
    expect(ledger.refreshUsable('r1')).toBe(true);
  });
  it('revokes a refresh token with every access token issued under it, with or without a hint', () => {
    const { ledger } = ledgerAt();
    ledger.issued('a1', 'r1', true);
    ledger.issued('a2', 'r1', true);
    ledger.revoke('r1');
    expect([ledger.refreshUsable('r1'), ledger.isActive('a1'), ledger.isActive('a2')]).toEqual([false, false, false]);
  });
  it('ages a token for tests and knows nothing of unknown ones', () => {
    const { ledger } = ledgerAt();
    ledger.issued('a1', 'r1', true);
    expect(ledger.age('a1', 30)).toBe(true);
    expect(ledger.expiresAt('a1')).toBe(1_000 + 30);
    expect(ledger.age('a1', 0) && ledger.isActive('a1')).toBe(false);
    expect(ledger.age('unknown', 10)).toBe(false);
    expect(ledger.isActive('unknown')).toBe(false);
    ledger.revoke('unknown');
  });
});
