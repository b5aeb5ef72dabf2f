import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints } from './compile-hints.ts';

describe('addCompileHints', () => {
  it('starts each start-up file with the hint once, however often the build names it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    const file = join(dir, 'chunk.js');
    await writeFile(file, 'import{a}from"./b.js";export const c=a;');
    await addCompileHints([file, file]);
    await addCompileHints([file]);
    expect(await readFile(file, 'utf8')).toBe(`${COMPILE_HINT}import{a}from"./b.js";export const c=a;`);
  });
});
