import { describe, expect, it } from 'vitest';
import { safeSitePath } from './safe-path.ts';

describe('safeSitePath', () => {
  it.each(['/', '/c/grills', '/p/grill-10020003?x=1#top', '/search?query=a%20b', '/de/c/x'])('keeps %s', (path) => {
    expect(safeSitePath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%255C%255Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /c/x',
    '/%0a/x',
    '/%E0%A4%A',
    '',
    `/${'a'.repeat(3000)}`,
    42,
    null,
    undefined,
    { toString: () => '/x' },
  ])('refuses %j', (value) => {
    expect(safeSitePath(value)).toBeNull();
  });
});
