// A 404 thrown before anything is rendered (the path guard, the SEO file routes): the app's error handler
// answers it with the 404 page and a real 404 status. Beside the path guard, its first user, so that routes
// and middleware share it without a folder depending on one that depends on it (loaders use middleware).
import { HTTPException } from 'hono/http-exception';

export const notFound = (what: string): HTTPException => new HTTPException(404, { message: `${what} not found` });
