/**
 * Stands in for antd's Select in its Pagination, in the panels' builds (see `rspack.shared.ts`): Pagination
 * imports Select (with its virtual list, overflow and option code: ~40 KB gzipped) statically for the
 * page-size changer, which a table shows only past 50 rows. The same Select, loaded when a pagination
 * first shows its size changer. A screen that uses Select itself imports the real one.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealSelect from 'antd/es/select';

const LazySelect = lazy(() => import('antd/es/select'));

export default function Select(props: ComponentProps<typeof RealSelect>) {
  return (
    <Suspense fallback={null}>
      <LazySelect {...props} />
    </Suspense>
  );
}
