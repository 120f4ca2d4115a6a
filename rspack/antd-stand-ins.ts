// The panels' builds replace parts antd imports for features few screens use with libs/ui's stand-ins.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { root } from './compile';

/**
 * antd's components import parts they render only for features few or no panel screens use, each with its
 * own heavy components. In the panels' builds those imports get libs/ui's stand-ins (`libs/ui/src/antd`),
 * which load the same part when a screen first needs it (issue 38, docs/performance.md "Third cuts"):
 * the Table's column-filter dropdown (Tree, Menu, Dropdown, Checkbox, Radio, the filter search), its row
 * selection (Checkbox, Radio, the tree's checks; the selection's own Dropdown), its virtual body (the
 * virtual list) and its sorter's Tooltip; Pagination's page-size Select (virtual list, overflow); Card's
 * Tabs; Typography's ellipsis, copy and tooltip machinery and its editor; Input's one-time-code field;
 * Radio.Group's import of the form engine (for one name helper); Popconfirm (with Popover, Tooltip and the
 * popup engine) until its button is pressed; ConfigProvider's Tooltip UniqueProvider (the popup engine);
 * a Form label's Tooltip; Card's loading Skeleton; List's Pagination (issue 38, "Fourth cuts").
 */
const ANTD_STAND_INS: { context: RegExp; request: RegExp; standIn: string }[] = [
  {
    context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/,
    request: /^\.\/FilterDropdown$/,
    standIn: 'libs/ui/src/antd/table-filter-dropdown.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/,
    request: /^\.\.\/\.\.\/dropdown$/,
    standIn: 'libs/ui/src/antd/table-selection-dropdown.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]card$/,
    request: /^\.\.\/tabs$/,
    standIn: 'libs/ui/src/antd/card-tabs.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table$/,
    request: /^\.\/RcTable\/VirtualTable$/,
    standIn: 'libs/ui/src/antd/table-virtual.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table$/,
    request: /^\.\/hooks\/useSelection$/,
    standIn: 'libs/ui/src/antd/table-selection.ts',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/,
    request: /^\.\/useSelection$/,
    standIn: 'libs/ui/src/antd/table-selection.ts',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/,
    request: /^\.\.\/\.\.\/tooltip$/,
    standIn: 'libs/ui/src/antd/table-sorter-tooltip.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]input$/,
    request: /^\.\/OTP$/,
    standIn: 'libs/ui/src/antd/input-otp.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]pagination$/,
    request: /^\.\.\/select$/,
    standIn: 'libs/ui/src/antd/pagination-select.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]typography$/,
    request: /^\.\/Base$/,
    standIn: 'libs/ui/src/antd/typography-base.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]radio$/,
    request: /^\.\.\/form\/hooks\/useForm$/,
    standIn: 'libs/ui/src/antd/radio-form-name.ts',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]list$/,
    request: /^\.\.\/pagination$/,
    standIn: 'libs/ui/src/antd/list-pagination.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]card$/,
    request: /^\.\.\/skeleton$/,
    standIn: 'libs/ui/src/antd/card-skeleton.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]form$/,
    request: /^\.\.\/tooltip$/,
    standIn: 'libs/ui/src/antd/form-label-tooltip.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]config-provider$/,
    request: /^\.\.\/tooltip\/UniqueProvider$/,
    standIn: 'libs/ui/src/antd/tooltip-unique-provider.tsx',
  },
  {
    context: /[\\/]antd[\\/]es$/,
    request: /^\.\/popconfirm$/,
    standIn: 'libs/ui/src/antd/popconfirm.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]typography[\\/]Base$/,
    request: /^\.\.\/Editable$/,
    standIn: 'libs/ui/src/antd/typography-editable.tsx',
  },
];

/**
 * An app with `adminStandIns` (the admin panel) also gets libs/ui's Select stand-in (`select.tsx`) for every
 * Select, and for the Pagination's page-size changer when it is first shown
 * (`pagination-drawn-select.tsx`): the closed box drawn as antd draws it, antd's
 * Select (its option list, virtual list and the popup engine) loaded when the box is pointed at, pressed or
 * focused; and Input's TextArea and Password, loaded when a screen first shows one (issue 38,
 * docs/performance.md "Fifth cuts, admin").
 */
const ADMIN_STAND_INS: typeof ANTD_STAND_INS = [
  {
    context: /[\\/]antd[\\/]es$/,
    request: /^\.\/select$/,
    standIn: 'libs/ui/src/antd/select.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]pagination$/,
    request: /^\.\.\/select$/,
    standIn: 'libs/ui/src/antd/pagination-drawn-select.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]input$/,
    request: /^\.\/TextArea$/,
    standIn: 'libs/ui/src/antd/input-textarea.tsx',
  },
  {
    context: /[\\/]antd[\\/]es[\\/]input$/,
    request: /^\.\/Password$/,
    standIn: 'libs/ui/src/antd/input-password.tsx',
  },
];

/** The plugin that puts the stand-ins in place (with the admin panel's own, for `adminStandIns`). */
export function lazyTableParts(adminStandIns = false) {
  const standIns = adminStandIns ? [...ADMIN_STAND_INS, ...ANTD_STAND_INS] : ANTD_STAND_INS;
  return new rspack.NormalModuleReplacementPlugin(/^\.{1,2}\//, (data) => {
    const part = standIns.find(
      ({ context, request }) => context.test(data.context ?? '') && request.test(data.request),
    );
    if (part) data.request = path.join(root, part.standIn);
  });
}
