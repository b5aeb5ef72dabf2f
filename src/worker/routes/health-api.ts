// `GET /api/health` for operators and the rollout (issue 19): the deployed version and whether commerce,
// search and KV answer this worker (services/health), 200 when all do and 503 when one does not. Only a
// request with `Authorization: Bearer {HEALTH_TOKEN}` (a secret) gets it; any other gets the 404 of an
// unknown API path, so the endpoint tells the public nothing, not even that it exists.
import type { Context } from 'hono';
import type { ApiEnv } from '../api/api-env.ts';
import { unmatchedApi } from '../api/api-errors.ts';
import { jsonApi } from '../api/json-api.ts';
import { runHealthChecks } from '../services/health/health-checks.ts';

export const healthApi = jsonApi({ unavailable: 'api.error.unavailable' });

const encoder = new TextEncoder();
const digest = (text: string) => crypto.subtle.digest('SHA-256', encoder.encode(text));

/** Compares digests in constant time, so the answer's timing gives away neither the token nor its length. */
async function isHealthToken(c: Context<ApiEnv>): Promise<boolean> {
  const expected = c.env.HEALTH_TOKEN;
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (!expected || !given) return false;
  const [a, b] = [new Uint8Array(await digest(given)), new Uint8Array(await digest(expected))];
  // Every byte is compared whatever the first difference: two SHA-256 digests, always 32 bytes.
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

healthApi.get('/', async (c) => {
  if (!(await isHealthToken(c))) return unmatchedApi(c);
  const checks = await runHealthChecks(c.env);
  const healthy = Object.values(checks).every((check) => check.ok);
  return c.json({ version: c.env.APP_VERSION, status: healthy ? 'ok' : 'degraded', checks }, healthy ? 200 : 503);
});
