/**
 * Stands in for antd's Tabs in its Card, in the panels' builds (see `rspack.shared.ts`): Card imports Tabs
 * (and with it Dropdown, Menu and the tab list's overflow code: ~22 KB gzipped) statically, yet renders
 * it only for a card with `tabList`, which no panel card has. The same Tabs, loaded when a card first
 * shows a tab list. A screen that uses Tabs itself imports the real one.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealTabs from 'antd/es/tabs';

const LazyTabs = lazy(() => import('antd/es/tabs'));

export default function Tabs(props: ComponentProps<typeof RealTabs>) {
  return (
    <Suspense fallback={null}>
      <LazyTabs {...props} />
    </Suspense>
  );
}
