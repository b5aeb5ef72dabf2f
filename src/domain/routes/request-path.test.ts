import { describe, expect, it } from 'vitest';
import { classifyPath, MAX_PATH_LENGTH } from './request-path.ts';

describe('classifyPath', () => {
  it.each([
    ['/', 'page'],
    ['/c/grills', 'page'],
    ['/fr/p/grill-10020003', 'page'],
    ['/fonts-guide', 'page'],
    ['/apiary', 'page'],
    ['/.env', 'reserved'],
    ['/.well-known/x', 'reserved'],
    ['/__build/x.js', 'reserved'],
    ['/font/inter.woff2', 'reserved'],
    ['/api', 'api'],
    ['/api/cart', 'api'],
    ['/c/%E0%A4%A', 'invalid'],
    ['/c/%', 'invalid'],
    ["/c/it's", 'invalid'],
    ['/c/%22x%22', 'invalid'],
    ['/c/`x`', 'invalid'],
  ] as const)('%s is %s', (path, verdict) => expect(classifyPath(path)).toBe(verdict));

  it('refuses paths over the length limit', () => {
    expect(classifyPath(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toBe('invalid');
    expect(classifyPath(`/${'a'.repeat(MAX_PATH_LENGTH - 2)}`)).toBe('page');
  });
});
