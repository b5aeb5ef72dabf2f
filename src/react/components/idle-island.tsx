// A part of the page whose code is not in the start-up script: the server renders it in full (crawlers
// and shoppers without script see all of it), and the browser keeps that HTML as it is (React leaves a
// server-rendered Suspense boundary whose code is still loading untouched, so nothing shifts) until it is
// idle after start-up; then it loads the part's chunk and hydrates it. For what waits for the shopper
// (menus, the search field, the gallery's thumbnails, a listing's filters…): the pages' JavaScript
// budgets count what the browser loads before it hydrates (scripts/bundle-size.ts).
// The document is marked hydrated (app.tsx) once every island rendered at start has hydrated too: only
// then does each control of the page answer a click (one before is lost, as React does not replay it,
// unless the island records and replays them: early-clicks.ts).
import { type ComponentType, lazy, memo, type ReactNode, Suspense, useEffect } from 'react';
import type { EarlyClicks } from './early-clicks.ts';

/** The longest an island waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2_000;

/** Islands rendered in this page whose hydration is still to come or done (browser only). */
const hydrations = new Set<Promise<void>>();

const onServer = typeof document === 'undefined';

/** Resolves once the browser is idle (Safari has no requestIdleCallback: a timeout). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 1);
  });
}

/** Calls `onHydrated` once its part has hydrated; renders no element of its own, so the markup still matches the server's. */
function HydrationSignal({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}

/**
 * Resolves once every island rendered in this page has hydrated, those inside an island too (the gallery
 * in the product page's content), which only join once their parent has hydrated.
 */
export const islandsHydrated = (): Promise<unknown> => {
  const count = hydrations.size;
  return Promise.all(hydrations).then(() => count < hydrations.size && islandsHydrated());
};

/**
 * `load` imports the part's module (a literal `import()`, so the build makes it a chunk) and picks its
 * component. Its props must keep their values (compared one by one) until it hydrates: a boundary still
 * waiting for its code that renders again with other props loses its server HTML to the empty fallback.
 * `early`, for a part holding buttons a shopper may press at once (the product page's add-to-cart), records
 * the clicks on it (early-clicks.ts; passed in, so its code travels only with such parts): the part then
 * loads at the first of them if that comes before idle, and replays them once hydrated.
 */
export function idleIsland<P extends object>(load: () => Promise<ComponentType<P>>, early?: EarlyClicks): ComponentType<P> {
  if (onServer) return serverIsland(load);
  return browserIsland(async () => {
    await (early ? Promise.race([whenIdle(), early.clicked]) : whenIdle());
    return load();
  }, early);
}

/**
 * Islands from one chunk that must hydrate in the same commit (a listing's InstantSearch widgets, which
 * search again for every commit that adds some): one idle wait and one load for all of them, so their
 * boundaries are ready in the same moment. `pick` chooses each island's component from the module.
 */
export function idleIslandGroup<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const loadOnce = () => (loading ??= whenIdle().then(load));
  return function groupIsland<P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> {
    const start = async (): Promise<ComponentType<P>> => pick(await (onServer ? load() : loadOnce()));
    return onServer ? serverIsland(start) : browserIsland(start);
  };
}

/** The browser's side of an island: `start` resolves to its component once it may hydrate. */
function browserIsland<P extends object>(start: () => Promise<ComponentType<P>>, early?: EarlyClicks): ComponentType<P> {
  let hydrated: () => void = () => undefined;
  const hydration = new Promise<void>((resolve) => {
    hydrated = resolve;
  }).then(() => early?.replay());
  const Part = lazy(async () => {
    const Component = await start();
    return {
      default: (props: P) => (
        <HydrationSignal onHydrated={hydrated}>
          <Component {...props} />
        </HydrationSignal>
      ),
    };
  });
  // memo: a parent that renders again with the same props leaves the waiting boundary alone.
  return memo((props: P) => {
    hydrations.add(hydration);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}

/**
 * The worker loads the part with its other modules and renders it in place, in the same boundary as the
 * browser. Before it is in (the first render of a fresh worker), the boundary waits for it like any other.
 */
function serverIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  const loading = load().then((Component) => {
    Loaded = Component;
    return { default: Component };
  });
  loading.catch((error: unknown) => console.error('a part of the page could not be loaded', error));
  const Part = lazy(() => loading);
  return (props: P) => <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Part {...props} />}</Suspense>;
}
