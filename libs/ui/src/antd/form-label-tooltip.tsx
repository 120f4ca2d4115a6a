/**
 * Stands in for antd's Tooltip in its Form's labels (`form/FormItemLabel`), in the panels' builds (see
 * `rspack.shared.ts`): every Form imports Tooltip (~9 KB gzipped with its styles) for a label's `tooltip`
 * hint, which no panel form has. The same lazily loaded Tooltip as the table sorter's stand-in.
 */
export { default } from './table-sorter-tooltip';
