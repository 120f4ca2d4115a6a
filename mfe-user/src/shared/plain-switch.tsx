import { useId, type ReactNode } from 'react';
import plain from './plain.module.css';

/**
 * antd's Switch in plain elements (issue 38): a button with role="switch" named by its words beside it (a press
 * on them switches it too);
 * `busy` draws antd's loading switch (not pressable meanwhile).
 */
export function PlainSwitch({
  checked,
  busy,
  disabled,
  onChange,
  children,
  id,
  'data-testid': testId,
}: {
  checked: boolean;
  busy?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  id?: string;
  'data-testid'?: string;
}) {
  const labelId = useId();
  return (
    <label className={plain.switchRow}>
      <button
        type="button"
        role="switch"
        id={id}
        className={plain.switch}
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        data-testid={testId}
        onClick={() => onChange(!checked)}
      />
      <span id={labelId}>{children}</span>
    </label>
  );
}
