// Analytics events sent once a page has loaded or after a shopper's action: the data layer's code is
// fetched then, so it is not part of the start-up script of the pages that send them (the cart page).
import type * as DataLayer from './data-layer.ts';

/** Loads the data layer and lets `send` build and push the event with it. */
export async function trackLater(send: (layer: typeof DataLayer) => void): Promise<void> {
  try {
    send(await import('./data-layer.ts'));
  } catch (error) {
    console.warn('an analytics event was not tracked: its code could not be loaded', error);
  }
}
