// Browser state shared across the frame. Atoms are definitions only; values live in the per-render
// store created in <App>, never in a module-level default store.
import { atom } from 'jotai';

/** Item count of the shopper's cart, shown in the header badge (filled by the live cart). */
export const cartItemCountAtom = atom(0);
