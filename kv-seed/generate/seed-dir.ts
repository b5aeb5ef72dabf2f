// Writing a seed directory, and the full catalogue at scale 1 that the local stack loads by default:
// generated on first use into the git-ignored kv-seed/generated/ (about 30 MB of JSON that would bloat every
// clone) and generated again whenever a source of the generator changes (a hash of them is kept beside it).
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSeed, type SeedFiles } from './seed-files.ts';

const GENERATED_SEED_DIR = fileURLToPath(new URL('../generated/catalogue', import.meta.url));
const STAMP = 'source-hash';

/**
 * Writes each file as a JSON array with one draft per line: valid JSON, written draft by draft, so that a
 * catalogue of any scale never becomes one string larger than V8 allows.
 */
export const writeSeedDir = (directory: string, files: SeedFiles): void => {
  mkdirSync(directory, { recursive: true });
  for (const [file, drafts] of Object.entries(files)) {
    const fd = openSync(join(directory, file), 'w');
    try {
      writeSync(fd, '[\n');
      drafts.forEach((draft, i) => {
        writeSync(fd, `${JSON.stringify(draft)}${i < drafts.length - 1 ? ',' : ''}\n`);
      });
      writeSync(fd, ']\n');
    } finally {
      closeSync(fd);
    }
  }
};

const IMPORT = /^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm;

/** This file and every module it imports, transitively, by path: what the generated seed depends on. */
const sources = (entry: string): string[] => {
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(IMPORT)) visit(resolve(dirname(path), specifier as string));
  };
  visit(entry);
  return [...seen].sort();
};

/** Hash of the generator's sources: the generated seed is stale when it differs. */
export const sourceHash = (): string => {
  const hash = createHash('sha256');
  for (const path of sources(fileURLToPath(import.meta.url))) hash.update(path.slice(path.lastIndexOf('/kv-seed/') + 1)).update(readFileSync(path));
  return hash.digest('hex');
};

/**
 * The directory of the full catalogue at scale 1, generated first if it is missing or stale. Two processes
 * starting at once each write their own copy and move it into place; the second one finds it there.
 */
export const ensureGeneratedSeed = (log: (line: string) => void = () => {}): string => {
  const hash = sourceHash();
  const stamp = join(GENERATED_SEED_DIR, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return GENERATED_SEED_DIR;
  const started = performance.now();
  const temporary = `${GENERATED_SEED_DIR}.${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  writeSeedDir(temporary, generateSeed({ kind: 'full', scale: 1 }).files);
  writeFileSync(join(temporary, STAMP), hash);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    rmSync(temporary, { recursive: true, force: true });
  } else {
    rmSync(GENERATED_SEED_DIR, { recursive: true, force: true });
    renameSync(temporary, GENERATED_SEED_DIR);
  }
  log(`seed: generated the catalogue into ${GENERATED_SEED_DIR} in ${Math.round(performance.now() - started)} ms`);
  return GENERATED_SEED_DIR;
};
