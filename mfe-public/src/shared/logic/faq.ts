/** Index of the open FAQ item, or null when all are closed. Only one item is open at a time. */
export type OpenItem = number | null;

export const INITIAL_OPEN_ITEM: OpenItem = 0;

/** Clicking the open item closes it; clicking another opens it and closes the previous one. */
export function toggleItem(open: OpenItem, clicked: number): OpenItem {
  return open === clicked ? null : clicked;
}

/** Where focus goes for an accordion header key press (WAI-ARIA accordion pattern), or null to ignore. */
export function focusTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
