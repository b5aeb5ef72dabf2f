// The page's inline start script: the page data, and the loader of the page's JavaScript, which starts
// fetching it once the browser has shown the page's first content. The HTML, the stylesheet and the
// pictures are what a shopper sees first; on a slow phone connection the ~80 kB of JavaScript fetched
// alongside them (as a `modulepreload` in the head would) shares their bandwidth and delays that first
// view, while the page only needs its script to react to input. The loader waits for the
// `first-contentful-paint` entry of the Paint Timing API, which the browser reports once that frame is on
// screen; where it is not reported (a tab opened in the background paints nothing) or not supported, a
// timer starts the script anyway.
import { serializeForScript } from '../../domain/html/inline-json.ts';
import type { AppData } from '../../react/page-data.ts';

/** The latest the script starts when no first paint is reported. */
export const START_FALLBACK_MS = 3000;

/**
 * Browser code, inlined as text rather than a bundled function's source: the bundler may add helpers to a
 * function it compiles, which would not exist in the page. `f`: the main script, then its start-up chunks
 * (preloaded so none waits for the file that imports it); `t`: [name, url] of the outside scripts started
 * with it, as async scripts with the page's nonce and `data-third-party`, marked `data-loaded` or
 * `data-failed` when settled (the widgets' loader, third-party-script.ts, then waits for that element
 * instead of adding another).
 */
const LOADER = `(function(f,t,ms){var s=0,d=document,n=(d.currentScript||{}).nonce||'';function mark(a){return function(){this.setAttribute(a,'')}}function go(){if(s)return;s=1;for(var j=0;j<t.length;j++){var e=d.createElement('script');e.src=t[j][1];e.async=true;e.nonce=n;e.setAttribute('data-third-party',t[j][0]);e.onload=mark('data-loaded');e.onerror=mark('data-failed');d.head.appendChild(e)}for(var i=1;i<f.length;i++){var l=d.createElement('link');l.rel='modulepreload';l.href=f[i];d.head.appendChild(l)}var m=d.createElement('script');m.type='module';m.src=f[0];d.head.appendChild(m)}setTimeout(go,ms);if(typeof PerformanceObserver!=='function'||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0){go();return}new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})})`;

/**
 * The files the page runs at start: the main script, its static imports and the page's own chunk.
 * The loader preloads the chunks with the main script so none waits for the file that imports it.
 */
function startupFiles({ assets, page }: AppData): string[] {
  return [...new Set([assets.script, ...assets.scriptImports, ...assets.pageChunks[page.kind]])];
}

/**
 * Outside scripts that start with the page's own: the consent manager, whose banner is the first thing a
 * new visitor has to answer and, on a phone, the largest thing on the screen; started after idle it would
 * show seconds after the page.
 */
function startupThirdParty({ frame }: AppData): [string, string][] {
  const url = frame.thirdPartyScripts.consentManager;
  return url ? [['consentManager', url]] : [];
}

/**
 * The inline script's text: loader first, data last (tests read it up to `</script>`). The data is a
 * string given to JSON.parse rather than an object literal: for some 100 kB a JSON string is parsed several
 * times faster than JavaScript of the same size, on the main thread while the page loads.
 */
export function startScript(data: AppData): string {
  const files = serializeForScript(startupFiles(data));
  const outside = serializeForScript(startupThirdParty(data));
  return `${LOADER}(${files},${outside},${START_FALLBACK_MS});window.__APP_DATA__=JSON.parse(${serializeForScript(JSON.stringify(data))})`;
}
