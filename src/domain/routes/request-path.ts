// Paths the page router must never see (spec part 1 §2: reserved prefixes, no quotes in routes) and
// paths no page can have (too long, broken percent-encoding).
export const MAX_PATH_LENGTH = 2048;
/** Hidden files (`/.env`, `/.well-known`) and build output (`/__…`): any first segment starting so. */
export const RESERVED_STARTS = ['/.', '/__'] as const;
/** Whole first segments reserved for the API and fonts. */
export const RESERVED_SEGMENTS = ['font'] as const;

export type PathVerdict = 'page' | 'reserved' | 'api' | 'invalid';

/** The JSON APIs' paths: `/api` and below. */
export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function classifyPath(pathname: string): PathVerdict {
  if (pathname.length > MAX_PATH_LENGTH || !decodes(pathname)) return 'invalid';
  const decoded = decodeURIComponent(pathname);
  if (/["'`]/.test(decoded)) return 'invalid';
  if (isApiPath(pathname)) return 'api';
  const firstSegment = pathname.split('/')[1] ?? '';
  const reserved = RESERVED_STARTS.some((start) => pathname.startsWith(start)) || (RESERVED_SEGMENTS as readonly string[]).includes(firstSegment);
  return reserved ? 'reserved' : 'page';
}
