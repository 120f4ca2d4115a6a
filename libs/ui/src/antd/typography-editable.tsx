/**
 * Stands in for antd's Typography editor (`typography/Editable`) in the panels' builds (see
 * `rspack.shared.ts`): every Typography text imports it (and with it TextArea, its autosize and the
 * input styles) statically, yet it renders only while a text with `editable` is being edited, which no
 * panel text is. The same editor, loaded when a text is first edited.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type RealEditable from 'antd/es/typography/Editable';

const LazyEditable = lazy(() => import('antd/es/typography/Editable'));

export default function Editable(props: ComponentProps<typeof RealEditable>) {
  return (
    <Suspense fallback={null}>
      <LazyEditable {...props} />
    </Suspense>
  );
}
