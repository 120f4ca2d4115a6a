import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import { LocaleProvider, useLocale } from '@yoga/i18n';

function AntdLocale({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  return <ConfigProvider locale={locale === 'hi' ? hiIN : enUS}>{children}</ConfigProvider>;
}

/**
 * The panel's language: re-renders on a switch, and gives antd's own texts (pagination, empty tables,
 * pickers, confirmations) in the same language (its `hi_IN` locale). The panel theme nested inside keeps it.
 */
export function AdminLocaleProvider({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <AntdLocale>{children}</AntdLocale>
    </LocaleProvider>
  );
}
