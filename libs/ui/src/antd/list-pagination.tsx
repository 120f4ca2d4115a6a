/**
 * Stands in for antd's Pagination in its List (`list/index`), in the panels' builds (see
 * `rspack.shared.ts`): every List imports Pagination (with its styles and page-jump input) for the
 * `pagination` prop, which no panel list sets (a List's default is none). The same Pagination, loaded if
 * a list is ever paged.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealPagination from 'antd/es/pagination';

const LazyPagination = lazy(() => import('antd/es/pagination'));

export default function Pagination(props: ComponentProps<typeof RealPagination>) {
  return (
    <Suspense fallback={null}>
      <LazyPagination {...props} />
    </Suspense>
  );
}
