// The inline script at the top of every page (chunk reloads and error reports, compiled by the build from
// src/react/error-reporting/inline-script.ts), as the element the worker puts into the head before the
// stylesheet and any other script: with the request's CSP nonce, and the page's kind and the version the
// worker rendered it with, which the script reads from its own data attributes. Rendered on the server
// only: the browser's render has no such element, and React's hydration passes over an element of the
// head it did not render.
import errorScript from '../../../dist/error-script.json';

export function ErrorScript({ nonce, pageKind, version }: { nonce: string; pageKind: string; version: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled script, checked at build time to contain no `</script` (scripts/build/inline-error-script.ts)
    <script nonce={nonce} data-page-kind={pageKind} data-version={version} dangerouslySetInnerHTML={{ __html: errorScript.script }} />
  );
}
