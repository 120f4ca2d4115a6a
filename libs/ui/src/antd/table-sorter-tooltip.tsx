/**
 * Stands in for antd's Tooltip in its Table's sorter (`table/hooks/useSorter`), in the panels' builds (see
 * `rspack.shared.ts`): every Table imports Tooltip (and with it the popup engine: ~12 KB gzipped) for the
 * "click to sort" hint of a sortable column, yet a table without a sortable column never shows it. The same
 * Tooltip, loaded when a sortable column first shows (its title shows plainly until then).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealTooltip from 'antd/es/tooltip';

const LazyTooltip = lazy(() => import('antd/es/tooltip'));

export default function Tooltip(props: ComponentProps<typeof RealTooltip>) {
  return (
    <Suspense fallback={props.children}>
      <LazyTooltip {...props} />
    </Suspense>
  );
}
