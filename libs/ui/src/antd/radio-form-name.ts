/**
 * Stands in for antd's form hook module (`form/hooks/useForm`) where its Radio.Group imports it, in the
 * panels' builds (see `rspack.shared.ts`): the group takes only `toNamePathStr` from it (to name its radios
 * after the form field), and the import brought the whole form engine of `@rc-component/form` (useForm,
 * the field store, validation: ~10 KB gzipped) to every screen with a Radio.Group and no Form. The same
 * function, from antd's own form utilities.
 */
import { toArray } from 'antd/es/form/util';

export function toNamePathStr(name: Parameters<typeof toArray>[0]): string {
  return toArray(name).join('_');
}
