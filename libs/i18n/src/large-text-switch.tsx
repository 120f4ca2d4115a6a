import { setLargeText, useLargeText } from './text-size';
import { useLocale } from './react';
import styles from './language-switch.module.css';

export interface LargeTextSwitchProps {
  /** Called after the switch changed it (signed in: keep it on the profile too). */
  onChanged?: (on: boolean) => void;
  /** `icon`: "A+" with the words for screen readers only (a narrow bar); default the words. */
  look?: 'icon' | 'words';
  className?: string;
}

/** "Larger text" / "बड़े अक्षर": a toggle button (`aria-pressed`), beside the language switch. */
export function LargeTextSwitch({ onChanged, look = 'words', className }: LargeTextSwitchProps) {
  const { t } = useLocale();
  const on = useLargeText();
  const label = t('common.largeText.label');
  // A small and a big letter of the page's script: "Aa" reads as English on a Hindi page.
  const glyph = t('common.largeText.glyph');
  return (
    <button
      type="button"
      aria-pressed={on}
      title={label}
      aria-label={look === 'icon' ? label : undefined}
      data-large-text-switch=""
      className={[styles.option, styles.textSize, className].filter(Boolean).join(' ')}
      onClick={() => {
        setLargeText(!on);
        onChanged?.(!on);
      }}
    >
      {look === 'icon' ? (
        // The letters are drawn by CSS (no text node): the button's visible text then has nothing a
        // screen reader's name (the label) must contain (axe's label-content-name-mismatch, in Hindi).
        <span aria-hidden="true" className={styles.textSizeIcon} data-glyph={glyph}>
          <span data-glyph={glyph} />
        </span>
      ) : (
        label
      )}
    </button>
  );
}
