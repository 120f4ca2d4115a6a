/**
 * Stands in for antd's Input.Password in the admin panel's build (`adminStandIns` in `rspack.shared.ts`):
 * antd's Input imports its Password (with the eye icons) statically, so every screen with a search box or
 * a text field loaded it. The same Password, loaded when a screen first shows one (nothing is drawn for the
 * moment it takes).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealPassword from 'antd/es/input/Password';

const LazyPassword = lazy(() => import('antd/es/input/Password'));

export default function Password(props: ComponentProps<typeof RealPassword>) {
  return (
    <Suspense fallback={null}>
      <LazyPassword {...props} />
    </Suspense>
  );
}
