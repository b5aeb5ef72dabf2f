// Entry of the demo catalogue generator: `npm run seed:generate`. Fully deterministic: same input,
// byte-identical output.
// Without options: writes the named catalogue to kv-seed/commerce/*.json (commercetools drafts, see
// kv-seed/README.md), the product pictograms to public/images/products/, the 360° frames to
// public/images/360/, and the full catalogue at scale 1 to kv-seed/generated/catalogue/ (seed-dir.ts).
// `--scale N --out DIR`: writes the full catalogue at N times the default size as a seed directory to DIR,
// for `node scripts/start.ts --seed-dir DIR` (benchmarks).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { write360Frames } from './frames-360.ts';
import { writeProductImages } from './images.ts';
import { writeJson } from './lib.ts';
import { ensureGeneratedSeed, writeSeedDir } from './seed-dir.ts';
import { generateSeed, type SeedFiles } from './seed-files.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({ options: { scale: { type: 'string' }, out: { type: 'string' } } });

const summary = (files: SeedFiles): string =>
  Object.entries(files)
    .map(([file, drafts]) => `${file}: ${drafts.length}`)
    .join('\n');

if (values.scale !== undefined || values.out !== undefined) {
  if (values.out === undefined) throw new Error('--scale needs --out DIR, the seed directory to write');
  const scale = Number(values.scale ?? '1');
  const started = performance.now();
  const { files } = generateSeed({ kind: 'full', scale });
  writeSeedDir(resolve(values.out), files);
  console.log(summary(files));
  console.log(`scale ${scale}: written to ${resolve(values.out)} in ${Math.round(performance.now() - started)} ms`);
} else {
  const { named, files } = generateSeed({ kind: 'named' });
  for (const [file, drafts] of Object.entries(files)) writeJson(join(root, 'kv-seed', 'commerce', file), drafts);
  const images = writeProductImages(join(root, 'public', 'images', 'products'));
  const frames = write360Frames(join(root, 'public'), named);
  console.log(summary(files));
  console.log(`images: ${images.length}`);
  console.log(`360° frames: ${frames}`);
  console.log(`full catalogue: ${ensureGeneratedSeed()}`);
}
