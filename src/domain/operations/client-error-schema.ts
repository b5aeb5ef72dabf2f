// A client error report as the endpoint accepts it (client-error-report.ts says what each field is): every
// text within the limits the browser's reporter cuts to, the kind one of the four, the page a path of this
// site, the version a deploy tag (printable ASCII). Anything else — an unknown field, a longer text, a page
// with a query — is refused, since no browser of ours sends it.
import * as v from 'valibot';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from './client-error-report.ts';

const text = (limit: number) => v.pipe(v.string(), v.maxLength(limit));
const position = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000));

export const ClientErrorReportSchema = v.strictObject({
  kind: v.picklist(CLIENT_ERROR_KINDS),
  message: text(CLIENT_ERROR_LIMITS.message),
  stack: v.optional(text(CLIENT_ERROR_LIMITS.stack)),
  source: v.optional(text(CLIENT_ERROR_LIMITS.source)),
  line: v.optional(position),
  column: v.optional(position),
  page: v.pipe(text(CLIENT_ERROR_LIMITS.page), v.regex(/^\/[^?#\s]*$/)),
  pageKind: v.optional(v.pipe(text(CLIENT_ERROR_LIMITS.pageKind), v.regex(/^[a-z-]+$/))),
  clientVersion: v.optional(v.pipe(text(CLIENT_ERROR_LIMITS.clientVersion), v.regex(/^[!-~]+$/))),
});
