/**
 * Stands in for antd's virtual Table body (`table/RcTable/VirtualTable`) in the panels' builds (see
 * `rspack.shared.ts`): every Table imports it (and with it the virtual list) statically, yet renders it
 * only for a table with `virtual`, which no panel table is. The same body, loaded when a virtual table
 * first shows.
 */
import {
  forwardRef,
  lazy,
  Suspense,
  type ComponentProps,
  type ReactElement,
  type Ref,
} from 'react';
import type RealVirtualTable from 'antd/es/table/RcTable/VirtualTable';

const LazyVirtualTable = lazy(() => import('antd/es/table/RcTable/VirtualTable'));

type Props = Omit<ComponentProps<typeof RealVirtualTable>, 'ref'>;

const VirtualTable = forwardRef(function VirtualTable(props: Props, ref: Ref<unknown>) {
  const Table = LazyVirtualTable as unknown as (p: Props & { ref: Ref<unknown> }) => ReactElement;
  return (
    <Suspense fallback={null}>
      <Table {...props} ref={ref} />
    </Suspense>
  );
});

export default VirtualTable;
