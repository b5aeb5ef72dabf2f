// Compiles the inline script at the top of every page (src/react/error-reporting/inline-script.ts: chunk
// reloads and error reports) into dist/error-script.json, for the worker to write into each page
// (src/worker/render/error-script.tsx). Compiled from the same modules their unit tests import, so what
// runs in the page is what was tested, with the sampling rate taken from src/domain at build time. An
// IIFE: nothing of it is left in the page's scope but the function it defines on `window`.
import { build } from 'esbuild';
import { writeFile } from 'node:fs/promises';

const ENTRY = 'src/react/error-reporting/inline-script.ts';
const OUT = 'dist/error-script.json';

/** Builds the script for the browsers the page's own scripts are built for (`target`), writes it and returns it. */
export async function buildErrorScript(target: readonly string[]): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: [...target],
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const script = result.outputFiles[0]?.text.trim() ?? '';
  // The text goes into the page as the element's raw content: it must not end the element or open a comment.
  if (!script || /<\/script|<!--/i.test(script)) throw new Error(`${ENTRY} did not compile to a script that can be inlined`);
  await writeFile(OUT, `${JSON.stringify({ script })}\n`);
  return script;
}
