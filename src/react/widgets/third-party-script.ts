// The one way the shop loads an outside script (spec part 2 §7.5: Trustpilot, consent manager, parcel
// tracking, survey opt-in). Each script is added once per page, as `<script src nonce async>`: the nonce is
// the page's own (React's scripts carry it), so the script runs under the page's CSP whether or not the
// policy trusts scripts added by trusted ones ('strict-dynamic'). It waits for its moment (the browser
// being idle after load, or the shopper's first interaction) so it never competes with the shop's own
// start-up, and a failure is logged and answered with `false`, never thrown into a component.
// Loaded as its own chunk (use-third-party-script.ts imports it when a widget asks), not at start-up.
import type { ThirdPartyScriptName } from '../../domain/widgets/third-party-scripts.ts';
import { startLoading } from './loading-bar-control.ts';

export type LoadMoment = 'idle' | 'interaction' | 'now';

/** What the loader needs of the browser; tests give it a fake. */
export interface ScriptHost {
  /** The nonce of the page's scripts ('' if none is found). */
  pageNonce(): string;
  /** Adds the script element; settles when it has loaded or failed. */
  inject(script: { name: ThirdPartyScriptName; url: string; nonce: string }): Promise<void>;
  whenIdle(): Promise<void>;
  whenInteracted(): Promise<void>;
}

interface ScriptLoad {
  /** Lets the script start now; later calls do nothing. */
  start: () => void;
  loaded: Promise<boolean>;
}

export function createScriptLoader(host: ScriptHost) {
  const loads = new Map<ThirdPartyScriptName, ScriptLoad>();
  const moment = (when: LoadMoment): Promise<void> =>
    when === 'now' ? Promise.resolve() : when === 'idle' ? host.whenIdle() : host.whenInteracted();

  /** Resolves true once the script has run, false if it failed (logged). The earliest moment asked for wins. */
  return function load(name: ThirdPartyScriptName, { when }: { when: LoadMoment }, url: string): Promise<boolean> {
    let known = loads.get(name);
    if (!known) {
      let start: () => void = () => undefined;
      const started = new Promise<void>((resolve) => {
        start = resolve;
      });
      const loaded = started
        .then(() => host.inject({ name, url, nonce: host.pageNonce() }))
        .then(
          () => true,
          (error: unknown) => {
            console.warn(`third-party script "${name}" (${url}) failed to load; its widget stays as rendered`, error);
            return false;
          },
        );
      known = { start, loaded };
      loads.set(name, known);
    }
    const { start } = known;
    void moment(when).then(start);
    return known.loaded;
  };
}

/** After the page's load event, when the browser has nothing else to do (at most 3 s later). */
function whenIdle(win: Window): Promise<void> {
  const afterLoad =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return afterLoad.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in win) win.requestIdleCallback(() => resolve(), { timeout: 3_000 });
        else setTimeout(resolve, 1);
      }),
  );
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'focusin'] as const;

function whenInteracted(win: Window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) win.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) win.addEventListener(type, done, { capture: true, passive: true });
  });
}

function browserHost(win: Window): ScriptHost {
  const { document } = win;
  return {
    // Browsers hide a nonce attribute's value once parsed; the element's `nonce` property keeps it.
    pageNonce: () => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '',
    inject: ({ name, url, nonce }) =>
      new Promise((resolve, reject) => {
        // The page's start script may have added it already (the consent manager: start-after-paint.ts).
        const started = document.querySelector<HTMLScriptElement>(`script[data-third-party="${name}"]`);
        if (started) {
          if (started.hasAttribute('data-loaded')) resolve();
          else if (started.hasAttribute('data-failed')) reject(new Error(`could not load ${started.src}`));
          else {
            started.addEventListener('load', () => resolve(), { once: true });
            started.addEventListener('error', () => reject(new Error(`could not load ${started.src}`)), { once: true });
          }
          return;
        }
        const script = document.createElement('script');
        script.src = url;
        script.async = true;
        script.nonce = nonce;
        script.dataset['thirdParty'] = name;
        script.addEventListener('load', () => resolve(), { once: true });
        script.addEventListener('error', () => reject(new Error(`could not load ${url}`)), { once: true });
        document.head.appendChild(script);
      }),
    whenIdle: () => whenIdle(win),
    whenInteracted: () => whenInteracted(win),
  };
}

let pageLoader: ReturnType<typeof createScriptLoader> | null = null;

/**
 * Loads a third-party script of this page once, at its moment (see createScriptLoader). With
 * `showProgress` the shopper waits for what it draws: the loading bar runs meanwhile (failed style if it
 * cannot be loaded).
 */
export async function loadThirdPartyScript(
  name: ThirdPartyScriptName,
  { when, showProgress = false }: { when: LoadMoment; showProgress?: boolean },
  url: string,
): Promise<boolean> {
  pageLoader ??= createScriptLoader(browserHost(window));
  const endWait = showProgress ? startLoading() : null;
  const loaded = await pageLoader(name, { when }, url);
  endWait?.(!loaded);
  return loaded;
}
