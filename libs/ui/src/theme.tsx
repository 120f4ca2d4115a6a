import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/DownOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from 'antd/es/locale';
import { LARGE_TEXT_SCALE, activeLocale, useLargeText, useLocale } from '@yoga/i18n';
import { PanelMessageProvider } from './panel-message';

/**
 * The one theme of both panels: saffron primary on a calm green accent, plus the WCAG AA fixes both
 * panels' axe browser tests rely on:
 * - antd's secondary, description and placeholder greys (45% and 25% black), its danger red and the
 *   selected menu item's saffron fall below AA contrast on white; these darker values pass it;
 * - the success background derived from the brand green is a dull grey-green: a light green instead;
 * - a hovered default button's text and border: the link colour rather than the pale hover saffron;
 * - smaller headings, so a screen title fits a 375 px phone on one or two lines;
 * - the system's Devanagari fonts after the Latin ones, for Hindi.
 */
export const panelTheme: ThemeConfig = {
  token: {
    colorPrimary: '#b4530a',
    colorLink: '#9a3f06',
    colorSuccess: '#2f7d32',
    colorSuccessBg: '#eef7ee',
    colorSuccessBorder: '#b7dcb9',
    colorError: '#cf1322',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#6e6e6e',
    fontSizeHeading1: 30,
    fontSizeHeading2: 22,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { itemSelectedColor: '#7a3306' },
    // A hovered or pressed default button takes the primary's lighter hover saffron (3.7:1 on white);
    // the link colour keeps its text at AA while the pointer rests on it after a click.
    Button: {
      defaultHoverColor: '#9a3f06',
      defaultHoverBorderColor: '#9a3f06',
      defaultActiveColor: '#7a3306',
      defaultActiveBorderColor: '#7a3306',
    },
  },
};

/**
 * Larger text (issue 37): antd's sizes 1.4× and every control at least 48 px tall (a touch target for an
 * unsteady finger), from the same tokens, so every screen of both panels follows without a change of its own.
 */
const scaled = (px: number) => Math.round(px * LARGE_TEXT_SCALE);
export const largeTextTheme: ThemeConfig = {
  ...panelTheme,
  token: {
    ...panelTheme.token,
    fontSize: scaled(14),
    fontSizeSM: scaled(12),
    fontSizeLG: scaled(16),
    fontSizeXL: scaled(20),
    fontSizeHeading1: scaled(30),
    fontSizeHeading2: scaled(22),
    fontSizeHeading3: scaled(20),
    fontSizeHeading4: scaled(16),
    fontSizeHeading5: scaled(14),
    controlHeight: 48,
    controlHeightSM: 40,
    controlHeightLG: 56,
  },
};

/**
 * antd's icons are named after their English file names ("info-circle", "down") for screen readers;
 * the alerts' and selects' icons only repeat what the text says, so they are hidden from them instead
 * (a Hindi page must not read out English).
 */
const DECORATIVE_ICONS = {
  alert: {
    successIcon: <CheckCircleFilled aria-hidden />,
    infoIcon: <InfoCircleFilled aria-hidden />,
    warningIcon: <ExclamationCircleFilled aria-hidden />,
    errorIcon: <CloseCircleFilled aria-hidden />,
  },
  select: {
    suffixIcon: <DownOutlined aria-hidden />,
    clearIcon: <CloseCircleFilled aria-hidden />,
  },
} as const;

/** A Select's `showSearch`: options found by their label, with the search icon hidden like the others. */
export const SEARCH_BY_LABEL = {
  optionFilterProp: 'label',
  searchIcon: <SearchOutlined aria-hidden />,
} as const;

let hindi: Locale | undefined;
let hindiLoading: Promise<Locale> | undefined;
const loadHindi = () =>
  (hindiLoading ??= import('antd/es/locale/hi_IN').then((m) => (hindi = m.default)));

/**
 * antd's Hindi texts, loaded when Hindi is first used (an English panel does not download them);
 * until they arrive antd's few own texts stay English.
 */
function useHindiAntdLocale(wanted: boolean): Locale | undefined {
  const [loaded, setLoaded] = useState(hindi);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    void loadHindi().then((l) => live && setLoaded(l));
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}
// A panel opened in Hindi starts loading them with its code.
if (activeLocale() === 'hi') void loadHindi();

/**
 * Wraps a panel in the theme, antd's texts in the active language and the panel's `message`
 * (`usePanelApp()`; not antd's App, whose modal and notification the panels never use).
 */
export function PanelThemeProvider({ children }: { children: ReactNode }) {
  const { locale, t } = useLocale();
  const large = useLargeText();
  const hiIN = useHindiAntdLocale(locale === 'hi');
  // antd's own texts (pagination, empty tables, confirm buttons) in the panel's language; its hi_IN
  // leaves the page-size picker's label in English.
  const antdLocale = useMemo(
    () =>
      locale === 'hi' && hiIN
        ? { ...hiIN, Pagination: { ...hiIN.Pagination, page_size: t('ui.antd.pageSize') } }
        : enUS,
    [locale, t, hiIN],
  );
  return (
    <ConfigProvider
      theme={large ? largeTextTheme : panelTheme}
      locale={antdLocale}
      {...DECORATIVE_ICONS}
    >
      <PanelMessageProvider>{children}</PanelMessageProvider>
    </ConfigProvider>
  );
}
