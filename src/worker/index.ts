// Worker entry. Static assets (client bundle, images) are served by the assets binding before the
// worker runs; everything else goes through the Hono app.
import { app } from './app.ts';

export { CartSession } from '../durable-objects/cart-session.ts';
export default app;
