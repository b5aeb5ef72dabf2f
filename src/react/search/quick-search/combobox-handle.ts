// What the header field (frame/search-box.tsx, on every page at start) and the quick search's combobox
// (quick-search-combobox.tsx, loaded on intent) hand each other: the field forwards its events through
// the handle and shows the combobox's view in its ARIA attributes and status line.
import type { KeyboardEvent } from 'react';

export interface ComboboxHandle {
  input(text: string): void;
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  focus(): void;
  close(): void;
  clear(): void;
}

export interface ComboboxView {
  /** The results panel is open (aria-expanded). */
  expanded: boolean;
  /** Id of the highlighted hit (aria-activedescendant). */
  activeId: string | undefined;
  /** What the status line announces (number of hits, or none). */
  announcement: string;
}

/** The field's view before the combobox is in, and whenever its panel is closed. */
export const CLOSED_COMBOBOX: ComboboxView = { expanded: false, activeId: undefined, announcement: '' };
