import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, HINTED_FROM_BYTES, addCompileHints } from './compile-hints.ts';

describe('addCompileHints', () => {
  it('starts each start-up file with the hint once, however often the build names it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    const file = join(dir, 'chunk.js');
    const source = `import{a}from"./b.js";export const c=a;${'/*x*/'.repeat(HINTED_FROM_BYTES / 5)}`;
    await writeFile(file, source);
    await addCompileHints([file, file]);
    await addCompileHints([file]);
    expect(await readFile(file, 'utf8')).toBe(`${COMPILE_HINT}${source}`);
  });

  it('leaves small files as they are', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    const file = join(dir, 'small.js');
    await writeFile(file, 'export const c=1;');
    await addCompileHints([file]);
    expect(await readFile(file, 'utf8')).toBe('export const c=1;');
  });
});
