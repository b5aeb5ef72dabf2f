import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const load = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const placeholders = (text: unknown): string[] =>
  [...new Set([...String(text).matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();

const en = load('en.json');
const enKeys = Object.keys(en).sort();
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'en.json').sort();

describe('locales', () => {
  it('has translation files besides en.json', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  describe.each(files)('%s', (file) => {
    const messages = load(file);

    it('has exactly the keys of en.json', () => {
      expect(Object.keys(messages).sort()).toEqual(enKeys);
    });

    it('uses the same {{…}} placeholders per key as en.json', () => {
      for (const key of enKeys) {
        expect(typeof messages[key], `${file} ${key}`).toBe('string');
        expect(placeholders(messages[key]), `${file} ${key}`).toEqual(placeholders(en[key]));
      }
    });
  });
});
