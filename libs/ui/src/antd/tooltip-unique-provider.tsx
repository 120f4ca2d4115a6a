/**
 * Stands in for antd's Tooltip UniqueProvider where its ConfigProvider imports it, in the panels' builds
 * (see `rspack.shared.ts`): ConfigProvider renders it only for `tooltip={{ unique: true }}`, which no panel
 * sets, yet importing it put the popup engine (@rc-component/trigger's alignment, popup and portal, ~10 KB
 * gzipped) in every panel's frame. The same provider, loaded if a ConfigProvider ever asks for it; a
 * screen with a Tooltip, Select or Popconfirm loads the popup engine with them.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealUniqueProvider from 'antd/es/tooltip/UniqueProvider';

const LazyUniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function UniqueProvider(props: ComponentProps<typeof RealUniqueProvider>) {
  return (
    <Suspense fallback={props.children}>
      <LazyUniqueProvider {...props} />
    </Suspense>
  );
}
