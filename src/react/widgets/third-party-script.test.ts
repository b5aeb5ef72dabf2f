import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScriptLoader, type ScriptHost } from './third-party-script.ts';

/** A host whose idle and interaction moments the test releases by hand. */
function fakeHost({ fails = false } = {}) {
  const injected: { name: string; url: string; nonce: string }[] = [];
  let idle: () => void = () => undefined;
  let interacted: () => void = () => undefined;
  const host: ScriptHost = {
    pageNonce: () => 'n0nce',
    inject: async (script) => {
      injected.push(script);
      if (fails) throw new Error('404');
    },
    whenIdle: () => new Promise((resolve) => (idle = resolve)),
    whenInteracted: () => new Promise((resolve) => (interacted = resolve)),
  };
  return { host, injected, idle: () => idle(), interact: () => interacted() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('third-party script loader', () => {
  it('adds a script once, with the page nonce, however often and however widgets ask', async () => {
    const { host, injected } = fakeHost();
    const load = createScriptLoader(host);
    const results = await Promise.all([
      load('trustpilot', { when: 'now' }, 'https://tp.example/a.js'),
      load('trustpilot', { when: 'now' }, 'https://tp.example/a.js'),
      load('trustpilot', { when: 'idle' }, 'https://tp.example/a.js'),
    ]);
    expect(results).toEqual([true, true, true]);
    expect(injected).toEqual([{ name: 'trustpilot', url: 'https://tp.example/a.js', nonce: 'n0nce' }]);
  });

  it('waits for idle or the first interaction, and the earliest moment asked for wins', async () => {
    const { host, injected, idle, interact } = fakeHost();
    const load = createScriptLoader(host);
    const consent = load('consentManager', { when: 'idle' }, 'https://cmp.example/c.js');
    const survey = load('survey', { when: 'interaction' }, 'https://s.example/s.js');
    await flush();
    expect(injected).toEqual([]);
    idle();
    await expect(consent).resolves.toBe(true);
    expect(injected.map((script) => script.name)).toEqual(['consentManager']);
    interact();
    await expect(survey).resolves.toBe(true);
    const tracking = load('parcelTracking', { when: 'interaction' }, 'https://t.example/t.js');
    const trackingNow = load('parcelTracking', { when: 'now' }, 'https://t.example/t.js');
    await expect(Promise.all([tracking, trackingNow])).resolves.toEqual([true, true]);
    expect(injected.map((script) => script.name)).toEqual(['consentManager', 'survey', 'parcelTracking']);
  });

  it('logs a script that fails to load and answers false instead of throwing, without trying again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host, injected } = fakeHost({ fails: true });
    const load = createScriptLoader(host);
    await expect(load('parcelTracking', { when: 'now' }, 'https://t.example/gone.js')).resolves.toBe(false);
    await expect(load('parcelTracking', { when: 'now' }, 'https://t.example/gone.js')).resolves.toBe(false);
    expect(injected).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('https://t.example/gone.js');
  });
});
