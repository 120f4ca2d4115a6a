/**
 * Stands in for antd's Input.TextArea in the admin panel's build (`adminStandIns` in `rspack.shared.ts`):
 * antd's Input imports its TextArea (with the auto-size measuring code and its styles) statically, so every
 * screen with a search box or a text field loaded it. The same TextArea, loaded when a screen first shows
 * one (nothing is drawn for the moment it takes).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealTextArea from 'antd/es/input/TextArea';

const LazyTextArea = lazy(() => import('antd/es/input/TextArea'));

export default function TextArea(props: ComponentProps<typeof RealTextArea>) {
  return (
    <Suspense fallback={null}>
      <LazyTextArea {...props} />
    </Suspense>
  );
}
