import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import styles from './plain-controls.module.css';

/** The panel theme's colours for the plain controls' CSS. */
function useColours(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--plain-primary': token.colorPrimary,
    '--plain-focus': token.colorPrimaryBorder,
    fontSize: token.fontSize,
  } as CSSProperties;
}

interface ChoiceButtonsProps<V extends string> {
  options: readonly { value: V; label: ReactNode }[];
  value?: V;
  onChange?: (value: V) => void;
  /** Set by Form.Item (its field's id, for the label and the problems). */
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * antd's `Radio.Group optionType="button"` in plain elements (issue 38: every admin page within 300 KB of
 * JavaScript): a row of joined buttons, each a native radio under its label, the chosen one in the
 * theme's colour. As a Form.Item's control it takes `value` and gives the chosen value to `onChange`.
 */
export function ChoiceButtons<V extends string>({
  options,
  value,
  onChange,
  id,
  disabled,
  'aria-label': label,
}: ChoiceButtonsProps<V>) {
  const colours = useColours();
  return (
    <div role="radiogroup" id={id} aria-label={label} className={styles.choices} style={colours}>
      {options.map((o) => (
        <label
          key={o.value}
          className={`${styles.choice} ${o.value === value ? styles.checked : ''} ${disabled ? styles.disabled : ''}`}
        >
          <input
            type="radio"
            name={id}
            value={o.value}
            checked={o.value === value}
            disabled={disabled}
            onChange={() => onChange?.(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

interface PlainSwitchProps {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
  size?: 'small' | 'default';
  'aria-label'?: string;
}

/**
 * antd's Switch in plain elements (issue 38): a `role="switch"` button, its knob moved in CSS. As a
 * Form.Item's control (`valuePropName="checked"`) it takes `checked` and gives the new state to `onChange`.
 */
export function PlainSwitch({
  checked = false,
  onChange,
  id,
  disabled,
  size = 'default',
  'aria-label': label,
}: PlainSwitchProps) {
  const colours = useColours();
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={`${styles.switch} ${size === 'small' ? styles.small : ''}`}
      style={colours}
      onClick={() => onChange?.(!checked)}
    />
  );
}
