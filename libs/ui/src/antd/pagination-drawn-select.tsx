/**
 * Stands in for antd's Select in its Pagination in the admin panel's build (`drawnSelect` in
 * `rspack.shared.ts`): the page-size changer, which a table shows past 50 rows or with `showSizeChanger`,
 * loads the Select stand-in (`select.tsx`, the closed box drawn as antd draws it) when it is first shown,
 * and that loads antd's Select when the box is pointed at, pressed or focused. A table without the changer
 * loads neither.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealSelect from 'antd/es/select';

const LazySelect = lazy(() => import('./select'));

export default function Select(props: ComponentProps<typeof RealSelect>) {
  return (
    <Suspense fallback={null}>
      <LazySelect {...props} />
    </Suspense>
  );
}
