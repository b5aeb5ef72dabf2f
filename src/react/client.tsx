// Browser entry: hydrate the server-rendered document (hydrate.tsx).
import { hydrate } from './hydrate.tsx';

await hydrate(window);
