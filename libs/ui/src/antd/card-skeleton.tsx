/**
 * Stands in for antd's Skeleton in its Card (`card/Card`), in the panels' builds (see `rspack.shared.ts`):
 * every Card imports Skeleton (~5 KB gzipped) for its `loading` placeholder, which no panel card uses
 * (screens draw their own Skeleton while loading). The same Skeleton, loaded if a card is ever loading.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealSkeleton from 'antd/es/skeleton';

const LazySkeleton = lazy(() => import('antd/es/skeleton'));

export default function Skeleton(props: ComponentProps<typeof RealSkeleton>) {
  return (
    <Suspense fallback={null}>
      <LazySkeleton {...props} />
    </Suspense>
  );
}
