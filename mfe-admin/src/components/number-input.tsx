import { Input } from 'antd';
import type { InputProps } from 'antd';

type NumberInputProps = Omit<InputProps, 'type' | 'value' | 'onChange' | 'min' | 'step'> & {
  value?: number | null;
  /** The number typed, or null for an empty box (antd InputNumber's `onChange`). */
  onChange?: (value: number | null) => void;
  min?: number;
  step?: number;
};

/**
 * A number field for the admin's forms: antd's Input as a native number box (its arrow keys step it, a
 * phone shows digits), taking and giving numbers as antd's InputNumber does, without its ~8 KB gzipped
 * (issue 38: every admin page within 300 KB of JavaScript). No up/down buttons, as the panel's
 * InputNumbers had none.
 */
export function NumberInput({ value, onChange, min, step, ...rest }: NumberInputProps) {
  return (
    <Input
      {...rest}
      type="number"
      inputMode="numeric"
      min={min}
      step={step}
      value={value ?? ''}
      onChange={(e) => {
        const raw = e.target.value;
        onChange?.(raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw));
      }}
    />
  );
}
