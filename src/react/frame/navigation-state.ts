// The navigation sidebar's client state (spec part 1 §3 "Client state: navigation flag with first-level
// category slug"). The menu button sets it; the sidebar (a chunk of its own) reads it. Every trigger the
// spec names (search-bar click, logo click, account click, language switch, contact open) sets it false.
import { atom } from 'jotai';

/** Whether the navigation sidebar is open. */
export const navigationOpenAtom = atom(false);

/** The first-level category the sidebar has drilled into (its slug); null shows the first level. */
export const navigationCategoryAtom = atom<string | null>(null);
