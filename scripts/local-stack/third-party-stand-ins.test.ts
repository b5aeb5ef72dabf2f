import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_STAND_IN_NAMES, thirdPartyStandIn } from './third-party-stand-ins.ts';

describe('third-party stand-in scripts', () => {
  it.each(THIRD_PARTY_STAND_IN_NAMES)('serves %s.js as a script that compiles, without eval or style attributes', (name) => {
    const source = thirdPartyStandIn(`${name}.js`);
    expect(source).not.toBeNull();
    expect(() => new Script(source ?? '')).not.toThrow();
    expect(source).not.toMatch(/\beval\(|new Function|setAttribute\('style'|\.style\.cssText|innerHTML/);
  });

  it('serves nothing for other names', () => {
    expect(thirdPartyStandIn('analytics.js')).toBeNull();
    expect(thirdPartyStandIn('trustpilot')).toBeNull();
    expect(thirdPartyStandIn('../trustpilot.js')).toBeNull();
  });
});
