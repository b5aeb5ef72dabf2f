// How long a client is told to wait (`Retry-After`) when a backend the answer needs is down: the error
// pages and the JSON APIs say the same. Rate limits say their own period instead (rate-limits.ts).

/** Seconds after which an answer refused for a backend outage (503) is worth another try. */
export const RETRY_AFTER_SECONDS = 30;
