import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FIXED_ROUTES, type FixedRouteName, type RouteName, type RouteRef } from '../../domain/routes/route-table.ts';
import { loadPages, PAGE_KINDS, pageModuleFile, pagesAnswering, type PageKind, type PageOf } from './page-table.ts';

// Checked when the types are: every route of the route table has a page, and every page's kind is its
// key in the table (an error here names the route or the kind).
type AnsweredRoute = { [K in PageKind]: PageOf<K> extends { routes: readonly (infer R)[] } ? R : never }[PageKind];
type Unanswered = Exclude<RouteName, AnsweredRoute>;
const everyRouteAnswered: [Unanswered] extends [never] ? true : Unanswered = true;
type MisnamedKind = { [K in PageKind]: PageOf<K>['kind'] extends K ? never : K }[PageKind];
const kindsAreTableKeys: [MisnamedKind] extends [never] ? true : MisnamedKind = true;

const ROUTES: RouteRef[] = [
  ...Object.keys(FIXED_ROUTES)
    .filter((name): name is FixedRouteName => name in FIXED_ROUTES)
    .map((name) => ({ name })),
  { name: 'category', slug: 'grills' },
  { name: 'product', slug: 'grill-12345678' },
  { name: 'content', slug: 'gastrova' },
];

describe('the page table', () => {
  it('has a page for every route, and pages named by their keys', () => {
    expect([everyRouteAnswered, kindsAreTableKeys]).toEqual([true, true]);
  });

  it('loads every page, each the kind of its key', async () => {
    expect((await loadPages()).map((page) => page.kind)).toEqual([...PAGE_KINDS]);
  });

  it('names each page module after its kind, as the build finds its chunk', async () => {
    const source = await readFile(new URL('./page-table.ts', import.meta.url), 'utf8');
    const entries = [...source.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('\.\/([\w-]+\.tsx)'\),$/gm)].map(([, kind, file]) => [kind, file]);
    expect(entries).toEqual(PAGE_KINDS.map((kind) => [kind, pageModuleFile(kind)]));
  });

  it('offers every route to at least one page', async () => {
    const pages = await loadPages();
    for (const route of ROUTES) expect(pagesAnswering(pages, route).length, route.name).toBeGreaterThan(0);
  });

  it('offers the catch-all to the own brands before the CMS pages', async () => {
    expect(pagesAnswering(await loadPages(), { name: 'content', slug: 'gastrova' }).map((page) => page.kind)).toEqual(['brand', 'content']);
  });

  it('offers a fixed route to its own page before the placeholder, wherever that stands in the table', async () => {
    const pages = await loadPages();
    const placeholderFirst = [...pages.filter((page) => page.kind === 'route'), ...pages.filter((page) => page.kind !== 'route')];
    expect(pagesAnswering(placeholderFirst, { name: 'cart' }).map((page) => page.kind)).toEqual(['cart', 'route']);
    expect(pagesAnswering(placeholderFirst, { name: 'checkout' }).map((page) => page.kind)).toEqual(['cart', 'route']);
    expect(pagesAnswering(placeholderFirst, { name: 'login' }).map((page) => page.kind)).toEqual(['login', 'route']);
    expect(pagesAnswering(placeholderFirst, { name: 'logOut' }).map((page) => page.kind)).toEqual(['log-out', 'route']);
  });
});
