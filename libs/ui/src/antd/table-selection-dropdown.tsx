/**
 * Stands in for antd's Dropdown in its Table's row-selection hook, in the panels' builds (see
 * `rspack.shared.ts`): the hook imports Dropdown (and with it Menu and its overflow list) statically, yet
 * renders it only for a selection column with `selections`, which no panel table has. The same Dropdown,
 * loaded when a table first shows one; its trigger is shown as it is meanwhile.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealDropdown from 'antd/es/dropdown';

const LazyDropdown = lazy(() => import('antd/es/dropdown'));

export default function Dropdown(props: ComponentProps<typeof RealDropdown>) {
  return (
    <Suspense fallback={props.children}>
      <LazyDropdown {...props} />
    </Suspense>
  );
}
