// The highlighted hit of the quick-search list: -1 is none. Arrow keys move through the hits with
// wrap-around (spec part 1 "Search bar"); from none, Down goes to the first and Up to the last.

export const NO_ACTIVE = -1;

export function stepActive(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return NO_ACTIVE;
  if (current < 0 || current >= count) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
