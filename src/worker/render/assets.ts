// Content-hashed names of the client bundle, written by `scripts/build-client.ts` before the worker is
// bundled, so every page links the build it was deployed with.
import manifest from '../../../dist/asset-manifest.json';
import type { ClientAssets } from '../../react/page-data.ts';

export const clientAssets: ClientAssets = {
  script: manifest.script,
  style: manifest.style,
  scriptImports: manifest.scriptImports,
  pageChunks: manifest.pageChunks,
  afterHydration: manifest.afterHydration,
};
