// Query strings of listing links that several components share (spec part 1 §2: the sale link is a
// search refined by the on-sale tag).
export const SALE_QUERY: Readonly<Record<string, string>> = { tags: 'on-sale' };
