// The outside scripts a page may load (FrameData.thirdPartyScripts): the configured URLs (THIRD_PARTY_SCRIPTS,
// parsed once per isolate) with the market's switched-off widgets set to null (src/domain/widgets). A
// configuration that does not parse switches every widget off, logged, rather than failing pages.
import * as v from 'valibot';
import { NO_THIRD_PARTY_SCRIPTS, scriptsForMarket, type ThirdPartyScripts } from '../../domain/widgets/third-party-scripts.ts';
import type { Market } from '../../domain/markets/market.ts';

const ScriptUrl = v.pipe(v.string(), v.url(), v.startsWith('http'));
const ThirdPartyScriptsSchema = v.object({ trustpilot: ScriptUrl, consentManager: ScriptUrl, parcelTracking: ScriptUrl, survey: ScriptUrl });

let parsed: { raw: string; value: v.InferOutput<typeof ThirdPartyScriptsSchema> | null } | null = null;

function configuredScripts(raw: string): v.InferOutput<typeof ThirdPartyScriptsSchema> | null {
  if (parsed?.raw === raw) return parsed.value;
  let value: v.InferOutput<typeof ThirdPartyScriptsSchema> | null = null;
  try {
    const result = v.safeParse(ThirdPartyScriptsSchema, JSON.parse(raw));
    if (result.success) value = result.output;
    else console.error(`THIRD_PARTY_SCRIPTS is not a map of script URLs (${v.summarize(result.issues)}); third-party widgets are off`);
  } catch (error) {
    console.error('THIRD_PARTY_SCRIPTS is not JSON; third-party widgets are off', error);
  }
  parsed = { raw, value };
  return value;
}

export function thirdPartyScriptsFor(raw: string, market: Market): ThirdPartyScripts {
  const configured = configuredScripts(raw);
  return configured ? scriptsForMarket(configured, market.country.code) : NO_THIRD_PARTY_SCRIPTS;
}
