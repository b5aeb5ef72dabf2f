import { HTTPException } from 'hono/http-exception';

/** Thrown by a loader before anything is rendered, so the response carries a real 404 status. */
export const notFound = (what: string): HTTPException => new HTTPException(404, { message: `${what} not found` });
