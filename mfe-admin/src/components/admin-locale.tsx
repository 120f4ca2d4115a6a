import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import { LocaleProvider, useLocale } from '@yoga/i18n';

function AntdLocale({ children }: { children: ReactNode }) {
  const { locale, t } = useLocale();
  const antdLocale = useMemo(
    () =>
      locale === 'hi'
        ? // hi_IN leaves the page-size picker's label in English.
          { ...hiIN, Pagination: { ...hiIN.Pagination, page_size: t('admin.antd.pageSize') } }
        : enUS,
    [locale, t],
  );
  return <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>;
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
