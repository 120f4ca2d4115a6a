/**
 * Stands in for antd's Select in the panels' builds (see `rspack.shared.ts`): a filter, a form field or a
 * table's page-size changer imports Select with its option list, virtual list, overflow and the popup
 * engine (~25 KB gzipped), though until it is pressed a Select is only a box with its value and an arrow.
 * The stand-in draws that closed box as antd does (the same markup, classes and styles: antd's own
 * style hook, size, variant, status, disabled, loading, search and clear, the ConfigProvider's icons),
 * with the same combobox and its accessible name on the input. Pointing at it starts loading antd's Select; pressing it (a click) shows
 * that Select in its place, open; focusing it (Tab) shows that Select focused, so the keys work as before.
 * A Select with a feature the closed box does not draw (multiple values, custom icons or labels,
 * `children` options, open from the start, a search answered as it is typed…) gets antd's at once.
 */
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { clsx } from 'clsx';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import OptGroup from '@rc-component/select/es/OptGroup';
import Option from '@rc-component/select/es/Option';
import { getMergedStatus, getStatusClassNames } from 'antd/es/_util/statusUtils';
import { ConfigContext } from 'antd/es/config-provider';
import { useComponentConfig } from 'antd/es/config-provider/context';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSize from 'antd/es/config-provider/hooks/useSize';
import { FormItemInputContext } from 'antd/es/form/context';
import useVariants from 'antd/es/form/hooks/useVariants';
import type RealSelectType from 'antd/es/select';
import useStyle from 'antd/es/select/style';
import { useCompactItemContext } from 'antd/es/space/Compact';

type Props = ComponentProps<typeof RealSelectType>;
type OptionLike = { value?: unknown; label?: ReactNode; title?: string; options?: OptionLike[] };

let RealSelect: typeof RealSelectType | undefined;
let loading: Promise<void> | undefined;

function load(): Promise<void> {
  loading ??= import('antd/es/select').then((m) => {
    RealSelect = m.default;
  });
  return loading;
}

/** Props the closed box does not draw: with any of them the Select is antd's from the start. */
const NOT_DRAWN = [
  'mode',
  'open',
  'defaultOpen',
  'autoFocus',
  'prefix',
  'suffixIcon',
  'clearIcon',
  'labelRender',
  'labelInValue',
  'fieldNames',
  'optionLabelProp',
  'children',
  'classNames',
  'styles',
  'searchValue',
  'onSearch',
  'direction',
  'maxLength',
  'showArrow',
] as const;

function drawable(props: Props, hasFeedback: boolean | undefined) {
  const own = props as Record<string, unknown>;
  return (
    !hasFeedback &&
    NOT_DRAWN.every((key) => own[key] === undefined) &&
    Object.keys(own).every((key) => !key.startsWith('data-'))
  );
}

function findOption(options: OptionLike[] | undefined, value: unknown): OptionLike | undefined {
  for (const option of options ?? []) {
    if (Array.isArray(option.options)) {
      const found = findOption(option.options, value);
      if (found) return found;
    } else if (Object.is(option.value, value) || option.value === value) return option;
  }
  return undefined;
}

const textOf = (node: ReactNode) =>
  typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;

/** The aria-* props, which antd puts on the combobox input. */
function ariaProps(props: Props) {
  return Object.fromEntries(
    Object.entries(props as Record<string, unknown>).filter(([key]) => key.startsWith('aria-')),
  );
}

function Select(props: Props) {
  const [live, setLive] = useState<false | { open: boolean; focus: boolean }>(false);
  const [loaded, setLoaded] = useState(Boolean(RealSelect));
  const inputRef = useRef<HTMLInputElement>(null);
  const { direction } = useContext(ConfigContext);
  const config = useComponentConfig('select');
  const { hasFeedback } = useContext(FormItemInputContext);
  const standIn =
    direction !== 'rtl' &&
    drawable(props, hasFeedback) &&
    // useComponentConfig gives empty objects when the app's ConfigProvider sets none.
    Object.keys(config.classNames ?? {}).length === 0 &&
    Object.keys(config.styles ?? {}).length === 0;
  const wanted = Boolean(live) || !standIn;

  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    void load().then(() => {
      if (!current) return;
      // Pressed, or still focused after Tab: antd's Select takes the focus in its place (as its own press
      // gives it; open without it, its list would not close on a click outside).
      setLive(
        (l) =>
          l && { ...l, focus: l.open || (l.focus && document.activeElement === inputRef.current) },
      );
      setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [wanted, loaded]);

  if (wanted && loaded && RealSelect) {
    const Real = RealSelect;
    return live ? (
      <Real {...props} autoFocus={live.focus} defaultOpen={live.open} />
    ) : (
      <Real {...props} />
    );
  }
  if (props.mode === 'multiple' || props.mode === 'tags') return null;
  return (
    <ClosedSelect
      props={props}
      inputRef={inputRef}
      onOpen={(focus, opening) =>
        setLive((l) => (l ? { open: l.open || opening, focus } : { open: opening, focus }))
      }
    />
  );
}

/** The closed box as antd draws it. */
/** The Select's `disabled`, else antd's DisabledContext (a Form's `disabled`). */
function useDisabled(own: boolean | undefined) {
  const context = useContext(DisabledContext);
  return own ?? context;
}

function ClosedSelect({
  props,
  inputRef,
  onOpen,
}: {
  props: Props;
  inputRef: RefObject<HTMLInputElement | null>;
  onOpen: (focus: boolean, opening: boolean) => void;
}) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const config = useComponentConfig('select');
  const prefixCls = getPrefixCls('select', props.prefixCls);
  const { compactSize, compactItemClassnames } = useCompactItemContext(prefixCls, direction);
  const [variant, enableVariantCls] = useVariants('select', props.variant, props.bordered);
  const rootCls = useCSSVarCls(prefixCls);
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  const { status: contextStatus, isFormItemInput } = useContext(FormItemInputContext);
  const size = useSize((ctx) => props.size ?? compactSize ?? ctx);
  const disabled = useDisabled(props.disabled);
  const status = getMergedStatus(contextStatus, props.status);
  const showSearch = Boolean(props.showSearch ?? config.showSearch);
  const value = props.value !== undefined ? props.value : props.defaultValue;
  const hasValue = value !== undefined && value !== null;
  const option = hasValue ? findOption(props.options as OptionLike[], value) : undefined;
  const label: ReactNode = option ? option.label : hasValue ? String(value) : undefined;
  const labelText = textOf(label);
  const clearable = Boolean(props.allowClear ?? config.allowClear) && hasValue && !disabled;
  const title = props.title ?? option?.title ?? labelText;

  // A press opens antd's Select once the click is over: swapped in on the mouse's press, the click that
  // follows would land outside it (its own element gone) and close the list it opened.
  const pressed = useRef(false);
  const onClear = (e: { target: EventTarget }) =>
    Boolean((e.target as Element).closest(`.${prefixCls}-clear`));
  const open = (focus: boolean, opening: boolean) => {
    if (!disabled) onOpen(focus, opening);
  };

  const input = (
    <ClosedInput
      props={props}
      inputRef={inputRef}
      prefixCls={prefixCls}
      disabled={disabled}
      showSearch={showSearch}
      onFocus={() => {
        if (!pressed.current) open(true, false);
      }}
      onBlur={() => {
        pressed.current = false;
      }}
    />
  );
  return (
    <div
      title={props.title}
      className={clsx(
        prefixCls,
        {
          [`${prefixCls}-lg`]: size === 'large',
          [`${prefixCls}-sm`]: size === 'small',
          [`${prefixCls}-${variant}`]: enableVariantCls,
          [`${prefixCls}-in-form-item`]: isFormItemInput,
        },
        getStatusClassNames(prefixCls, status),
        compactItemClassnames,
        config.className,
        props.className,
        props.rootClassName,
        cssVarCls,
        rootCls,
        hashId,
        `${prefixCls}-single`,
        {
          [`${prefixCls}-allow-clear`]: clearable,
          [`${prefixCls}-show-arrow`]: true,
          [`${prefixCls}-disabled`]: disabled,
          [`${prefixCls}-loading`]: props.loading,
          [`${prefixCls}-show-search`]: showSearch,
        },
      )}
      style={{ ...config.style, ...props.style } as CSSProperties}
      onMouseEnter={() => void load()}
      onTouchStart={() => void load()}
      onMouseDown={(e) => {
        if (e.button !== 0 || onClear(e)) return;
        pressed.current = true;
        void load();
      }}
      onClick={(e) => {
        if (onClear(e)) return;
        pressed.current = false;
        open(true, true);
      }}
    >
      {hasValue && labelText !== '' && label !== undefined && label !== null ? (
        <div className={`${prefixCls}-content ${prefixCls}-content-has-value`} title={title}>
          {label}
          {input}
        </div>
      ) : (
        <div className={`${prefixCls}-content`} title={props.title}>
          <div className={`${prefixCls}-placeholder`}>{props.placeholder}</div>
          {input}
        </div>
      )}
      <div
        className={clsx(`${prefixCls}-suffix`, { [`${prefixCls}-suffix-loading`]: props.loading })}
      >
        {props.loading
          ? (config.loadingIcon ?? <LoadingOutlined spin />)
          : (config.suffixIcon ?? <DownOutlined />)}
      </div>
      {clearable && (
        <ClearButton
          prefixCls={prefixCls}
          icon={config.clearIcon}
          onClear={() => clearValue(props)}
        />
      )}
    </div>
  );
}

/** The clear button pressed: antd's Select calls the same two. */
function clearValue(props: Props) {
  props.onClear?.();
  (props.onChange as ((v: undefined, o: undefined) => void) | undefined)?.(undefined, undefined);
}

function ClearButton(props: { prefixCls: string; icon: ReactNode; onClear: () => void }) {
  return (
    <button
      type="button"
      aria-label="Clear"
      className={`${props.prefixCls}-clear`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onClear}
    >
      {props.icon ?? <CloseCircleFilled />}
    </button>
  );
}

function ClosedInput({
  props,
  inputRef,
  prefixCls,
  disabled,
  showSearch,
  onFocus,
  onBlur,
}: {
  props: Props;
  inputRef: RefObject<HTMLInputElement | null>;
  prefixCls: string;
  disabled: boolean | undefined;
  showSearch: boolean;
  onFocus: () => void;
  onBlur: () => void;
}) {
  return (
    <input
      ref={inputRef}
      id={props.id}
      type="text"
      {...ariaProps(props)}
      tabIndex={props.tabIndex}
      readOnly={!showSearch}
      autoComplete="new-password"
      className={`${prefixCls}-input`}
      disabled={disabled}
      role="combobox"
      aria-expanded="false"
      aria-haspopup="listbox"
      aria-autocomplete="list"
      value=""
      onChange={() => undefined}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}

type SelectStatics = Pick<
  typeof RealSelectType,
  'Option' | 'OptGroup' | 'SECRET_COMBOBOX_MODE_DO_NOT_USE'
>;
const statics: SelectStatics = {
  Option,
  OptGroup,
  SECRET_COMBOBOX_MODE_DO_NOT_USE: 'SECRET_COMBOBOX_MODE_DO_NOT_USE',
};

export default Object.assign(Select, statics) as unknown as typeof RealSelectType;
