import {
  useCallback,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useLocale } from '@yoga/i18n';
import styles from './account-form.module.css';

/**
 * A plain form's values and problems (issue 38: the account forms without antd's Form): a field is
 * checked as it changes, every field on sending, by `check` (which answers a message ID or undefined).
 */
export function usePlainForm<V extends Record<string, unknown>>(
  initial: V,
  check: (field: keyof V, all: V) => string | undefined,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string | undefined>>>({});
  const latest = useRef(values);
  latest.current = values;

  /** A field changed: it is checked, and so is each of `also` that already shows a problem or a value. */
  const change = useCallback(
    <K extends keyof V>(field: K, value: V[K], also: (keyof V)[] = []) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setValues(next);
      setErrors((e) => {
        const found: Partial<Record<keyof V, string | undefined>> = { ...e };
        found[field] = check(field, next);
        for (const other of also)
          if (e[other] !== undefined || next[other]) found[other] = check(other, next);
        return found;
      });
    },
    [check],
  );

  /** Every field checked: the values when all are fine, else undefined (the problems shown). */
  const validate = useCallback((): V | undefined => {
    const all = latest.current;
    const found: Partial<Record<keyof V, string | undefined>> = {};
    for (const field of Object.keys(all) as (keyof V)[]) {
      const problem = check(field, all);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    return Object.keys(found).length ? undefined : all;
  }, [check]);

  const reset = useCallback((next: V) => {
    latest.current = next;
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, change, validate, reset };
}

/** A labelled field as antd's vertical Form.Item draws it: label, control, its problem in red, a hint. */
export function FormField({
  id,
  label,
  problem,
  extra,
  children,
}: {
  id: string;
  label: ReactNode;
  problem?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLocale();
  return (
    <div className={`${styles.item} ${problem ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {problem ? (
        <div id={`${id}_help`} role="alert" className={styles.error}>
          {t(problem)}
        </div>
      ) : null}
      {extra ? (
        <div id={`${id}_extra`} className={styles.extra}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}

/** The aria attributes of a field's control: invalid, and described by its problem and its hint. */
export function fieldAria(id: string, problem: string | undefined, hasExtra = false) {
  const describedBy = [problem ? `${id}_help` : '', hasExtra ? `${id}_extra` : '']
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/**
 * A password field with its show/hide eye named in the active language ("पासवर्ड दिखाएँ"), as antd's
 * Input.Password draws it, in plain elements.
 */
export function PlainPasswordInput({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useLocale();
  const [visible, setVisible] = useState(false);
  return (
    <span className={styles.password}>
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={`${styles.input} ${className ?? ''}`}
      />
      <button
        type="button"
        className={styles.eye}
        aria-label={t(visible ? 'ui.password.hide' : 'ui.password.show')}
        aria-pressed={visible}
        onClick={() => setVisible(!visible)}
      >
        <svg viewBox="64 64 896 896" width="14" height="14" fill="currentColor" aria-hidden="true">
          {visible ? (
            <path d="M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z" />
          ) : (
            <>
              <path d="M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z" />
              <path d="M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z" />
            </>
          )}
        </svg>
      </button>
    </span>
  );
}

/** A plain button drawn as antd's (default or primary), with antd's spinner while `busy`. */
export function PlainButton({
  primary,
  busy,
  className,
  children,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean; busy?: boolean }) {
  return (
    <button
      type={type}
      className={[styles.button, primary ? styles.primary : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <span className={styles.busy} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export { styles as accountFormStyles };
