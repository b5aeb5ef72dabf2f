// Writes the generated environments as TOML a person can read beside the hand-written part: one table per
// section, its lists one entry per line as inline tables (as the top-level rate limits are written), and
// its `vars` as a table of their own. Strings are written as JSON strings, which are valid TOML basic
// strings (the same escapes), or, when they hold quotes or backslashes (JSON in a variable), as literal
// strings, which need no escapes. wrangler's own parser reads the result back in the tests.

export type TomlValue = string | number | boolean | readonly TomlValue[] | { readonly [key: string]: TomlValue | undefined };

const BARE_KEY = /^[A-Za-z0-9_-]+$/;
const key = (name: string) => (BARE_KEY.test(name) ? name : JSON.stringify(name));

/** Characters a literal string cannot hold: its quote, line breaks and other control characters. */
const NOT_LITERAL = /['\u0000-\u001f\u007f]/;

const string = (text: string) => (/["\\]/.test(text) && !NOT_LITERAL.test(text) ? `'${text}'` : JSON.stringify(text));

function inline(value: TomlValue): string {
  if (typeof value === 'string') return string(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined) as [string, TomlValue][];
  return `{ ${entries.map(([name, entry]) => `${key(name)} = ${inline(entry)}`).join(', ')} }`;
}

/** A list of tables one per line; anything else inline. */
function assignment(name: string, value: TomlValue): string {
  if (Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === 'object' && !Array.isArray(entry)))
    return `${key(name)} = [\n${value.map((entry) => `  ${inline(entry)},`).join('\n')}\n]`;
  return `${key(name)} = ${inline(value)}`;
}

/** `[{prefix}.{section}]` tables; a section's `vars` become `[{prefix}.{section}.vars]`, written last. */
export function sectionsToml(prefix: string, sections: Readonly<Record<string, Readonly<Record<string, TomlValue>>>>): string {
  return Object.entries(sections)
    .map(([name, { vars, ...section }]) => {
      const lines = [`[${prefix}.${key(name)}]`, ...Object.entries(section).map(([field, value]) => assignment(field, value))];
      if (vars !== undefined && typeof vars === 'object' && !Array.isArray(vars))
        lines.push('', `[${prefix}.${key(name)}.vars]`, ...Object.entries(vars).map(([field, value]) => assignment(field, value as TomlValue)));
      return `${lines.join('\n')}\n`;
    })
    .join('\n');
}
