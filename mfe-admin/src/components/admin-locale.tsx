import { Suspense, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { LocaleProvider, useCatalog, useLocale } from '@yoga/i18n';
import { PageSpinner } from '@yoga/ui';
import { adminCatalog, antdHindi } from '../i18n';

function AntdLocale({ children }: { children: ReactNode }) {
  // Opened in Hindi, the panel waits (the spinner) for its Hindi messages rather than showing their IDs;
  // antd's hi_IN comes with them.
  useCatalog(adminCatalog);
  const { locale, t } = useLocale();
  const hindi = locale === 'hi' ? antdHindi() : undefined;
  const antdLocale = useMemo(
    () =>
      // hi_IN leaves the page-size picker's label in English. English: antd's own default.
      hindi && {
        ...hindi,
        Pagination: { ...hindi.Pagination, page_size: t('admin.antd.pageSize') },
      },
    [hindi, t],
  );
  return <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>;
}

/**
 * The panel's language: its messages loaded, a re-render on a switch, and antd's own texts (pagination,
 * empty tables, pickers, confirmations) in the same language (its `hi_IN` locale). The panel theme nested
 * inside keeps it.
 */
export function AdminLocaleProvider({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <Suspense fallback={<PageSpinner />}>
        <AntdLocale>{children}</AntdLocale>
      </Suspense>
    </LocaleProvider>
  );
}
