// Whether a rendered answer may be kept for other shoppers: a shared page for this request's cookies
// (src/domain/html/shared-html.ts), answered 200 (an error page or redirect is rendered every time), without
// a cookie of its own (a renewed session, anything made for this shopper) and not marked `no-store`.
import { isSharedFor } from '../../domain/html/shared-html.ts';

export const isStorableAnswer = (kind: string, cookieNames: ReadonlySet<string>, response: Response): boolean =>
  response.status === 200 &&
  isSharedFor(kind, cookieNames) &&
  !response.headers.has('set-cookie') &&
  !(response.headers.get('cache-control') ?? '').includes('no-store');
