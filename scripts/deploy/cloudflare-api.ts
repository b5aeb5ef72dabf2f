// One POST to Cloudflare's API for the rollout's health reads (the Workers analytics GraphQL endpoint and the
// Workers Logs query endpoint): bearer token, JSON both ways, 10 s at most. Whatever goes wrong becomes an
// Error naming what was asked and for which worker, so the rollout refuses (before any change) or stops in
// the operator's terms. The token never appears in a message.
import * as v from 'valibot';

const TIMEOUT_MS = 10_000;

export interface CloudflareApi {
  accountId: string;
  apiToken: string;
  /** The base of Cloudflare's API v4, without a trailing slash: `https://api.cloudflare.com/client/v4`. */
  apiUrl: string;
}

export interface CloudflareCall {
  /** What is asked, as the operator reads it, e.g. `Workers analytics (https://…/graphql)`. */
  source: string;
  /** The token permission the call needs, named in the message of a 401 or 403. */
  permission: string;
  worker: string;
  url: string;
  body: unknown;
}

// Cloudflare gives its reasons in `errors[].message`, in the v4 envelope and in GraphQL answers alike.
const ReasonsSchema = v.object({ errors: v.nullish(v.array(v.looseObject({ message: v.string() }))) });

const causeOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${'code' in error.cause ? String(error.cause.code) : error.cause.message}` : '';
  return `${error.message}${cause}`;
};

/** The reasons an answer's body gives, or its first characters when it is not Cloudflare's JSON. */
function reasonsOf(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the raw text is the reason, reported rather than dropped.
    return text.trim().slice(0, 200);
  }
  const parsed = v.safeParse(ReasonsSchema, body);
  const messages = parsed.success ? (parsed.output.errors ?? []).map((error) => error.message) : [];
  return messages.length > 0 ? messages.join('; ') : text.trim().slice(0, 200);
}

/** The parsed JSON of a 2xx answer; throws with the reason for anything else. */
export async function postToCloudflare({ apiToken }: CloudflareApi, { source, permission, worker, url, body }: CloudflareCall): Promise<unknown> {
  let text: string;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw new Error(`${source} does not answer for ${worker} (${causeOf(error)})`, { cause: error });
  }
  if (!response.ok) {
    const hint = response.status === 401 || response.status === 403 ? ` (CLOUDFLARE_API_TOKEN needs ${permission} on the account)` : '';
    throw new Error(`${source} answered ${response.status} for ${worker}: ${reasonsOf(text) || response.statusText}${hint}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} answered no JSON for ${worker}: ${text.trim().slice(0, 200)}`, { cause: error });
  }
}
