/**
 * Stands in for antd's Table row selection (`table/hooks/useSelection`) in the panels' builds (see
 * `rspack.shared.ts`): every Table imports it (and with it Checkbox, Radio, Dropdown and the tree's
 * check logic) statically, yet a table uses it only with `rowSelection`, which one panel table has (the
 * timetable's). Without `rowSelection` the columns pass through as antd's hook leaves them; with it, the
 * real hook is loaded (the table suspends until it is there, once) and used. A table has `rowSelection`
 * or not for its whole life, so the hooks it calls keep their order.
 */
import { use } from 'react';
import type * as Real from 'antd/es/table/hooks/useSelection';

// antd's constants, for `Table.SELECTION_*` (no panel table puts SELECTION_COLUMN in its columns).
export const SELECTION_COLUMN = {};
export const SELECTION_ALL = 'SELECT_ALL';
export const SELECTION_INVERT = 'SELECT_INVERT';
export const SELECTION_NONE = 'SELECT_NONE';

type UseSelection = typeof Real.default;
type Columns = Parameters<ReturnType<UseSelection>[0]>[0];

let real: Promise<typeof Real> | undefined;
const NOTHING_SELECTED = new Set<never>();
const withoutSelection = (columns: Columns) => columns.filter((col) => col !== SELECTION_COLUMN);

const useSelection = ((config, rowSelection) => {
  if (!rowSelection) return [withoutSelection, NOTHING_SELECTED];
  real ??= import('antd/es/table/hooks/useSelection');
  return use(real).default(config, rowSelection);
}) as UseSelection;

export default useSelection;
