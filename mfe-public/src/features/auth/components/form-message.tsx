import styles from './auth.module.css';
import { useLocale } from '@yoga/i18n';
import { formMessage } from '../messages';

export type Tone = 'error' | 'success' | 'info';

/** The form's one message, shown in the page and announced by screen readers (no dialogs, no browser bubbles). */
export function FormMessage({ text, tone }: { text: string | null; tone: Tone }) {
  const { t } = useLocale();
  return (
    <div className={styles.messageSlot}>
      {text && (
        <p role="alert" className={`${styles.message} ${styles[tone]}`} data-tone={tone}>
          {formMessage(t, text)}
        </p>
      )}
    </div>
  );
}
