// The outside scripts a page may load (FrameData.thirdPartyScripts): the configured URLs (THIRD_PARTY_SCRIPTS,
// parsed once per isolate) with the market's switched-off widgets set to null (src/domain/widgets). A
// configuration that does not parse switches every widget off, logged, rather than failing pages.
import { configuredScripts } from '../services/widgets/third-party-config.ts';
import { NO_THIRD_PARTY_SCRIPTS, scriptsForMarket, type ThirdPartyScripts } from '../../domain/widgets/third-party-scripts.ts';
import type { Market } from '../../domain/markets/market.ts';

export function thirdPartyScriptsFor(raw: string, market: Market): ThirdPartyScripts {
  const configured = configuredScripts(raw);
  return configured ? scriptsForMarket(configured, market.country.code) : NO_THIRD_PARTY_SCRIPTS;
}
