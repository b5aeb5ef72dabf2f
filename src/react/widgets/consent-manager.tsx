// The consent manager (spec part 2 §7.5) on every page of a market that has it, after idle: its banner is
// the vendor's own (fixed at the bottom of the viewport, so it shifts nothing), asking for consent once.
import { useThirdPartyScript } from './use-third-party-script.ts';

export function ConsentManager() {
  useThirdPartyScript('consentManager', 'idle');
  return null;
}
