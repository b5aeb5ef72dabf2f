// Finds configured secret values in files meant for the browser. A secret is any variable whose name
// says so (…SECRET, …API_KEY, …TOKEN, …PASSWORD, …PRIVATE…), in any environment of wrangler.toml, in a
// local .dev.vars, or in the process environment (where CI and `wrangler secret put` users keep the
// real ones). The search key is included although Algolia search keys can be public: our browser
// searches through /api/search, so no key ever needs to reach it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { experimental_readRawConfig } from 'wrangler';

export const SECRET_NAME = /SECRET|API_KEY|TOKEN|PASSWORD|PRIVATE/i;
/** Values this short would match by accident (and are not secrets anyway). */
const MIN_SECRET_LENGTH = 8;

/** The part of wrangler.toml read here: each environment's plain variables. */
const EnvironmentsSchema = v.record(v.string(), v.looseObject({ vars: v.optional(v.record(v.string(), v.unknown())) }));

export interface Secret {
  name: string;
  source: string;
  value: string;
}

function fromVars(vars: Record<string, unknown> | undefined, source: string): Secret[] {
  return Object.entries(vars ?? {})
    .filter(([name, value]) => SECRET_NAME.test(name) && typeof value === 'string')
    .map(([name, value]) => ({ name, source, value: String(value) }));
}

function fromDotVars(path: string): Secret[] {
  if (!existsSync(path)) return [];
  const vars = Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/i.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );
  return fromVars(vars, path);
}

export function configuredSecrets(configPath = 'wrangler.toml', processEnv: NodeJS.ProcessEnv = process.env): Secret[] {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  const secrets = [
    ...fromVars(rawConfig.vars, 'wrangler.toml'),
    ...Object.entries(v.parse(EnvironmentsSchema, rawConfig.env ?? {})).flatMap(([name, env]) => fromVars(env.vars, `wrangler.toml [env.${name}]`)),
    ...fromDotVars('.dev.vars'),
    ...fromVars(processEnv, 'process environment'),
  ];
  return secrets.filter((secret) => secret.value.length >= MIN_SECRET_LENGTH);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface Leak {
  file: string;
  secret: Secret;
}

/** Every file under `dir` that contains a secret value as is, URL-encoded or base64-encoded. */
export function findLeaks(dir: string, secrets: Secret[]): { files: string[]; leaks: Leak[] } {
  const files = filesUnder(dir);
  const leaks: Leak[] = [];
  for (const file of files) {
    const content = readFileSync(file).toString('latin1');
    for (const secret of secrets) {
      const forms = [secret.value, encodeURIComponent(secret.value), Buffer.from(secret.value).toString('base64')];
      if (forms.some((form) => content.includes(form))) leaks.push({ file, secret });
    }
  }
  return { files, leaks };
}
