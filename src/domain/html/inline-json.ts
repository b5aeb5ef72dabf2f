/**
 * JSON that is safe inside an inline <script> (bootstrap data or a JSON-LD block): `<`, `>` and `&`
 * escaped so no `</script>` or `<!--` can close it, and the line separators JavaScript rejects.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
