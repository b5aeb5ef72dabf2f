import { describe, expect, it, vi } from 'vitest';
import { rng } from '../../../kv-seed/generate/lib.ts';
import { SAMPLE_KEY, sessionIsSampled } from './session-sample.ts';

/** A session's sessionStorage: one per simulated session, kept across its page loads. */
class FakeStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** One page load of the session kept in `storage`, whose random number (drawn only if it must decide) is `random`. */
const pageLoad = (storage: FakeStorage, random: number) =>
  sessionIsSampled(
    () => storage,
    () => random,
  );

describe('the session’s sampling decision', () => {
  it('samples 5 % ± 0.3 % of 100,000 sessions, and each keeps its decision on every later page', () => {
    // The seed data's generator (mulberry32), seeded: the same sessions on every run.
    const random = rng('error-report-sessions');
    const sessions = Array.from({ length: 100_000 }, () => new FakeStorage());
    const first = sessions.map((storage) => sessionIsSampled(() => storage, random));
    const share = first.filter(Boolean).length / sessions.length;
    expect(Math.abs(share - 0.05)).toBeLessThanOrEqual(0.003);
    // Later pages read the decision and draw no number: one that would always sample changes nothing.
    expect(sessions.map((storage) => pageLoad(storage, 0))).toEqual(first);
    expect(sessions.map((storage) => pageLoad(storage, 0.99))).toEqual(first);
  });

  it('keeps the decision in sessionStorage under its key', () => {
    const sampled = new FakeStorage();
    expect(pageLoad(sampled, 0.01)).toBe(true);
    expect(sampled.items.get(SAMPLE_KEY)).toBe('1');
    const other = new FakeStorage();
    expect(pageLoad(other, 0.5)).toBe(false);
    expect(other.items.get(SAMPLE_KEY)).toBe('0');
    expect(pageLoad(other, 0.01)).toBe(false);
  });

  it('decides anew over a value it did not write', () => {
    const storage = new FakeStorage();
    storage.setItem(SAMPLE_KEY, 'yes');
    expect(pageLoad(storage, 0.5)).toBe(false);
    expect(storage.items.get(SAMPLE_KEY)).toBe('0');
  });

  it('decides per page load where sessionStorage is refused (privacy modes), with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(sessionIsSampled(blocked, () => 0.01)).toBe(true);
    expect(sessionIsSampled(blocked, () => 0.5)).toBe(false);
    const full = new FakeStorage();
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    expect(pageLoad(full, 0.01)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
