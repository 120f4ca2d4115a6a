/**
 * Stands in for antd's one-time-code input (`Input.OTP`) in the panels' builds (see `rspack.shared.ts`):
 * every Input imports it (with its own styles) statically, and no panel screen uses it. The same input,
 * loaded when one first shows.
 */
import {
  forwardRef,
  lazy,
  Suspense,
  type ComponentProps,
  type ReactElement,
  type Ref,
} from 'react';
import type RealOTP from 'antd/es/input/OTP';

const LazyOTP = lazy(() => import('antd/es/input/OTP'));

type Props = Omit<ComponentProps<typeof RealOTP>, 'ref'>;

const OTP = forwardRef(function OTP(props: Props, ref: Ref<unknown>) {
  const Input = LazyOTP as unknown as (p: Props & { ref: Ref<unknown> }) => ReactElement;
  return (
    <Suspense fallback={null}>
      <Input {...props} ref={ref} />
    </Suspense>
  );
});

export default OTP;
