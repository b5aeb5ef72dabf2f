// The third-party widgets' script URLs as configured (THIRD_PARTY_SCRIPTS, parsed once per isolate), read by
// the frame (which widgets a page loads) and by the security headers (which vendor origins the CSP names).
import * as v from 'valibot';
import { logError } from '../observability/log.ts';

const ScriptUrl = v.pipe(v.string(), v.url(), v.startsWith('http'));
const ThirdPartyScriptsSchema = v.object({ trustpilot: ScriptUrl, consentManager: ScriptUrl, parcelTracking: ScriptUrl, survey: ScriptUrl });

let parsed: { raw: string; value: v.InferOutput<typeof ThirdPartyScriptsSchema> | null } | null = null;

/** The configured script URLs (parsed once per isolate), or null when the configuration does not parse (logged). */
export function configuredScripts(raw: string): v.InferOutput<typeof ThirdPartyScriptsSchema> | null {
  if (parsed?.raw === raw) return parsed.value;
  let value: v.InferOutput<typeof ThirdPartyScriptsSchema> | null = null;
  try {
    const result = v.safeParse(ThirdPartyScriptsSchema, JSON.parse(raw));
    if (result.success) value = result.output;
    else logError(`THIRD_PARTY_SCRIPTS is not a map of script URLs (${v.summarize(result.issues)}); third-party widgets are off`);
  } catch (error) {
    logError('THIRD_PARTY_SCRIPTS is not JSON; third-party widgets are off', error);
  }
  parsed = { raw, value };
  return value;
}

let origins: { raw: string; value: readonly string[] } | null = null;

/**
 * The origins of the configured vendors' scripts. Their widgets frame their own pages (Trustpilot's
 * widget, the survey opt-in) and call home (the consent manager's settings), so the page's CSP lets these
 * origins, by name, be framed and connected to; scripts they load come in through 'strict-dynamic'.
 */
export function thirdPartyOrigins(raw: string): readonly string[] {
  // Every response's CSP names them: worked out once per configuration, not per request.
  if (origins?.raw === raw) return origins.value;
  const configured = configuredScripts(raw);
  const value = configured ? [...new Set(Object.values(configured).map((url) => new URL(url).origin))] : [];
  origins = { raw, value };
  return value;
}
