// A redirect target that came from outside (a query parameter, a decoded hash) may only ever name a
// path on this site. Browsers are generous readers: `//host`, `/\host`, `/%2F%2Fhost`, a tab inside
// `/\t/host` or a scheme all leave the site, so anything that could be read that way is refused.
export const MAX_REDIRECT_PATH_LENGTH = 2048;
const BASE = 'https://site.invalid';

function decodedForms(value: string): string[] {
  const forms = [value];
  let current = value;
  // Percent-encoding can be stacked; three rounds cover `%25252F`-style tricks on any realistic input.
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return [...forms, '\\'];
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

const leavesSite = (form: string): boolean =>
  !form.startsWith('/') ||
  form.startsWith('//') ||
  form.includes('\\') ||
  // Browsers strip tabs and newlines from URLs (`/\t/host` is `//host`); no other control character
  // belongs in a path either.
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(form);

/** The value if it is a path on this site (query and fragment allowed), else null. */
export function safeSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_PATH_LENGTH) return null;
  // Raw whitespace has no place in a URL we send; encoded spaces (`%20`) are fine.
  if (/\s/.test(value)) return null;
  if (decodedForms(value).some(leavesSite)) return null;
  try {
    return new URL(value, BASE).origin === BASE ? value : null;
  } catch {
    return null;
  }
}
