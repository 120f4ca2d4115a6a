import { Grid } from 'antd';
import type { TableProps } from 'antd';

/** For a long token in a cell (an e-mail, a link, an id): it may break anywhere, so its column stays narrow. */
export const BREAK_ANYWHERE = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/**
 * The props that make a wide admin table fit the screen from a laptop up (1280×800 with the sidebar):
 * no sideways scrolling (its cells wrap; long tokens use `BREAK_ANYWHERE`), so the status and the
 * Actions column stay in view. Below that width the table scrolls sideways as before.
 */
export function useFitTable(): Pick<TableProps<object>, 'scroll'> {
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? (typeof window !== 'undefined' && window.innerWidth >= 992);
  return wide ? {} : { scroll: { x: 'max-content' } };
}

/** `useFitTable` for a `PlainTable`: whether it scrolls sideways (below a laptop's width). */
export function useFitScroll(): boolean {
  return useFitTable().scroll !== undefined;
}
