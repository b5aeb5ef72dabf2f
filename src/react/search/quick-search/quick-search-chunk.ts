// What the quick search loads once the shopper heads for the header field (pointer over it, focus): the
// combobox — its state machine, keys, requests with the browser search client, and the results panel.
// The field itself is in the frame (frame/search-box.tsx), server-rendered on every page.
export { QuickSearchCombobox } from './quick-search-combobox.tsx';
