import type { InputHTMLAttributes } from 'react';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import styles from './auth.module.css';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  name: string;
  hint?: string;
};

export function FormField({ label, name, hint, ...input }: FieldProps) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  // Typed before the page hydrated: kept (the input is usable as soon as it is painted).
  const ref = useEarlyInput(input.onChange);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        className={styles.input}
        aria-describedby={hintId}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
