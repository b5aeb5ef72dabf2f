// Types of the worker test environment: the worker's bindings, its main module (for `exports`), the
// values the global setup provides, and Vite's client types (import.meta.glob: vitest bundles the tests
// with Vite, which tests/worker/content-kv.ts uses to bundle the content seed).
/// <reference types="vite/client" />
import type { Env as WorkerEnv } from '../../src/worker/env.ts';

declare global {
  namespace Cloudflare {
    // Declared here too: the generated Env also knows the deployed regions' carts binding, by name only.
    interface Env extends WorkerEnv {
      CART_SESSION: WorkerEnv['CART_SESSION'];
    }
    interface GlobalProps {
      mainModule: typeof import('../../src/worker/index.ts');
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    commerceUrl: string;
    searchUrl: string;
    servicesUrl: string;
    /** Commerce and search behind a proxy that holds every request 5 s (tests/worker/global-setup.ts). */
    slowCommerceUrl: string;
    slowSearchUrl: string;
    /** What crawler tests compare pages with, of the catalogue the stack was seeded with (seeded-catalogue.ts). */
    seededCatalogue: import('./seeded-catalogue.ts').SeededCatalogue;
  }
}
