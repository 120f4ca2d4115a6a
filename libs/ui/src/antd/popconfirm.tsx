/**
 * Stands in for antd's Popconfirm in the panels' builds (see `rspack.shared.ts`): a screen with a "Delete",
 * "Stop" or "Publish" button that asks first imports Popconfirm with Popover, Tooltip and the popup engine
 * (~10-18 KB gzipped) though the question shows only when the button is pressed. Until then the button
 * is drawn as it is (the same element, the same handlers); pointing at it or focusing it starts loading
 * antd's Popconfirm, and pressing it shows that Popconfirm, open, in its place (the button, drawn anew
 * inside it, gets the focus back if it had it). Only for an uncontrolled Popconfirm around one element
 * (every panel's use); anything else gets the real one at once.
 */
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type ComponentProps,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import type RealPopconfirm from 'antd/es/popconfirm';
import type { TooltipRef } from 'antd/es/tooltip';

type Props = ComponentProps<typeof RealPopconfirm>;
type Handler = (e: SyntheticEvent) => void;
type TriggerProps = {
  onClick?: Handler;
  onMouseEnter?: Handler;
  onFocus?: Handler;
  onTouchStart?: Handler;
};

const load = () => import('antd/es/popconfirm');
const LazyPopconfirm = lazy(load);

function prefetch() {
  void load();
}

/** The button pressed had the focus: give it to the same button inside the real Popconfirm. */
function refocus(popconfirm: TooltipRef | null) {
  popconfirm?.nativeElement?.focus();
}

export default function Popconfirm(props: Props) {
  const [opened, setOpened] = useState<false | { focused: boolean }>(false);
  const { children } = props;
  const standIn = !opened && props.open === undefined && isValidElement(children);
  if (!standIn) {
    return (
      <Suspense fallback={children}>
        <LazyPopconfirm
          {...props}
          ref={opened && opened.focused ? refocus : undefined}
          defaultOpen={Boolean(opened) || props.defaultOpen}
        />
      </Suspense>
    );
  }
  const trigger = children as ReactElement<TriggerProps>;
  const own = trigger.props;
  const chain = (handler: Handler | undefined, then: () => void) => (e: SyntheticEvent) => {
    handler?.(e);
    then();
  };
  return cloneElement(trigger, {
    onMouseEnter: chain(own.onMouseEnter, prefetch),
    onFocus: chain(own.onFocus, prefetch),
    onTouchStart: chain(own.onTouchStart, prefetch),
    onClick: (e: SyntheticEvent) => {
      own.onClick?.(e);
      if (!props.disabled) setOpened({ focused: document.activeElement === e.currentTarget });
    },
  });
}
