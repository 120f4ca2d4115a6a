/**
 * Stands in for antd's Typography text (`typography/Base`) in the panels' builds (see `rspack.shared.ts`).
 * Every Title, Text, Paragraph and Link renders through Base, which imports the ellipsis measuring, the
 * copy button (and its clipboard code), the resize observer and Tooltip with its popup engine statically,
 * yet a text uses them only with `ellipsis`, `copyable` or `editable`, which nearly no panel text has. A
 * plain text renders here with antd's own markup, classes and styles (`InternalTypography`); a text with
 * one of those features loads the real Base (shown plain until it is there).
 */
import {
  forwardRef,
  lazy,
  Suspense,
  type ComponentProps,
  type ElementType,
  type ReactNode,
  type Ref,
} from 'react';
import type RealBase from 'antd/es/typography/Base';
import { InternalTypography } from 'antd/es/typography/Typography';
import { useTypographySemantic } from 'antd/es/typography/hooks/useTypographySemantic';

const LazyBase = lazy(() => import('antd/es/typography/Base'));

type BaseProps = ComponentProps<typeof RealBase>;

/** antd's decorations, innermost first (as Base's `wrapperDecorations`). */
const DECORATIONS = [
  ['strong', 'strong'],
  ['underline', 'u'],
  ['delete', 'del'],
  ['code', 'code'],
  ['mark', 'mark'],
  ['keyboard', 'kbd'],
  ['italic', 'i'],
] as const;

function decorate(props: BaseProps, content: ReactNode): ReactNode {
  let node = content;
  for (const [prop, Tag] of DECORATIONS)
    if ((props as Record<string, unknown>)[prop]) node = <Tag>{node}</Tag>;
  return node;
}

const PlainBase = forwardRef(function PlainBase(props: BaseProps, ref: Ref<HTMLElement>) {
  const {
    prefixCls: customizePrefixCls,
    className,
    style,
    classNames,
    styles,
    direction: typographyDirection,
    type,
    disabled,
    children,
    ellipsis: _ellipsis,
    editable: _editable,
    copyable: _copyable,
    actions: _actions,
    component,
    title,
    ...rest
  } = props as BaseProps & { actions?: unknown };
  const [mergedClassNames, mergedStyles, prefixCls, direction] = useTypographySemantic(
    customizePrefixCls,
    classNames,
    styles,
    typographyDirection,
    props,
  );
  const textProps: Record<string, unknown> = { ...rest };
  for (const [prop] of DECORATIONS) delete textProps[prop];
  const Typography = InternalTypography as unknown as ElementType;
  return (
    <Typography
      className={
        [
          type && `${prefixCls}-${type}`,
          disabled && `${prefixCls}-disabled`,
          component === 'a' && `${prefixCls}-link`,
          className,
        ]
          .filter(Boolean)
          .join(' ') || undefined
      }
      classNames={mergedClassNames}
      styles={mergedStyles}
      prefixCls={prefixCls}
      style={style}
      component={component}
      ref={ref}
      direction={direction}
      title={title}
      {...textProps}
    >
      {decorate(props, children)}
    </Typography>
  );
});

const Base = forwardRef(function Base(props: BaseProps, ref: Ref<HTMLElement>) {
  if (!props.ellipsis && !props.copyable && !props.editable)
    return <PlainBase ref={ref} {...props} />;
  return (
    <Suspense fallback={<PlainBase ref={ref} {...props} />}>
      <LazyBase ref={ref} {...props} />
    </Suspense>
  );
});

export default Base;
