/**
 * Stands in for antd's `table/hooks/useFilter/FilterDropdown` module in the panels' builds (see
 * `rspack.shared.ts`): antd's Table imports its column-filter dropdown (with Tree, Menu, Dropdown,
 * Checkbox, Radio and the filter search) statically, yet it only renders for a column with `filters` or
 * `filterDropdown`, and no panel table has one. The dropdown is the same component, loaded when a
 * column first needs it; `flattenKeys` (which the table calls for every column) is antd's own, copied.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealFilterDropdown from 'antd/es/table/hooks/useFilter/FilterDropdown';
import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';

const LazyFilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));

export function flattenKeys(filters?: ColumnFilterItem[]): FilterValue {
  let keys: FilterValue = [];
  (filters ?? []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}

/** The column's title is shown as it is while the dropdown's code loads. */
export default function FilterDropdown(props: ComponentProps<typeof RealFilterDropdown>) {
  return (
    <Suspense fallback={props.children}>
      <LazyFilterDropdown {...props} />
    </Suspense>
  );
}
