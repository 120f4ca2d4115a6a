import type { MouseEvent } from 'react';
import { HTML_LANG, LOCALE_NAMES, LOCALES, type Locale } from '@yoga/contracts';
import { useLocale } from './react';
import { storeLocale } from './locale';
import styles from './language-switch.module.css';

export interface LanguageSwitchProps {
  /**
   * The address of this page in each language (public pages: `/hi/price`). Given, each language is a
   * real link (crawlable, works without JavaScript); without it (panels), a button.
   */
  hrefFor?: (locale: Locale) => string;
  /**
   * Called once the chosen language is loaded and active (for example: go to `hrefFor(locale)` with the
   * router). Without it, a link simply navigates (the choice is kept first).
   */
  onSwitched?: (locale: Locale) => void;
  className?: string;
  optionClassName?: string;
}

function plainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * "English" / "हिन्दी": each language named in itself (with its `lang`, so screen readers pronounce it),
 * the active one marked `aria-current`. Choosing one loads its catalogues, activates it and keeps it.
 */
export function LanguageSwitch({
  hrefFor,
  onSwitched,
  className,
  optionClassName,
}: LanguageSwitchProps) {
  const { locale: active, t, setLocale } = useLocale();
  const choose = async (locale: Locale) => {
    await setLocale(locale);
    onSwitched?.(locale);
  };
  const optionClass = (locale: Locale) =>
    [styles.option, optionClassName, locale === active && styles.current].filter(Boolean).join(' ');
  return (
    <div
      role="group"
      aria-label={t('common.language.label')}
      className={[styles.switch, className].filter(Boolean).join(' ')}
    >
      {LOCALES.map((locale) => {
        const name = LOCALE_NAMES[locale];
        const lang = HTML_LANG[locale];
        const label =
          locale === active ? undefined : t('common.language.switchTo', { language: name });
        if (hrefFor) {
          return (
            <a
              key={locale}
              href={hrefFor(locale)}
              hrefLang={lang}
              lang={lang}
              title={label}
              aria-current={locale === active ? 'true' : undefined}
              className={optionClass(locale)}
              onClick={(event) => {
                if (!plainClick(event)) return;
                if (locale === active) {
                  event.preventDefault();
                  return;
                }
                if (!onSwitched) {
                  storeLocale(locale);
                  return;
                }
                event.preventDefault();
                void choose(locale);
              }}
            >
              {name}
            </a>
          );
        }
        return (
          <button
            key={locale}
            type="button"
            lang={lang}
            title={label}
            aria-pressed={locale === active}
            className={optionClass(locale)}
            onClick={() => {
              if (locale !== active) void choose(locale);
            }}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}
