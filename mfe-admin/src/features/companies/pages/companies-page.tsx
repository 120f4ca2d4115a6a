import { useState } from 'react';
import { Button, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { errorMessage } from '@yoga/api-client';
import type { AdminCompanyRecord } from '@yoga/contracts';
import { paymentDocumentFileName, saveDownloadedFile, usePanelApp } from '@yoga/ui';
import { formatShortDate, useCatalog, useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { TAG_COLORS } from '../../../components/tag-colors';
import { Verbatim } from '../../../components/verbatim';
import { useAdminCompaniesQuery, useCompanyInvoiceMutation } from '../companies.api';
import { companiesCatalog } from '../i18n';

/** Company seats (issue 35): every company, its GSTIN, plan, seats used of bought and until when. */
export default function CompaniesPage() {
  useCatalog(companiesCatalog);
  const { t, locale } = useLocale();
  const { data, error, isFetching, refetch } = useAdminCompaniesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { message } = usePanelApp();
  const [fetchInvoice] = useCompanyInvoiceMutation();
  const [pending, setPending] = useState<number | null>(null);
  /** The newest paid order's B2B invoice, saved as a PDF; a failure is toasted with the reason. */
  const download = async (c: AdminCompanyRecord) => {
    setPending(c.id);
    try {
      const file = await fetchInvoice(c.invoice_payment_id!).unwrap();
      saveDownloadedFile(
        file,
        paymentDocumentFileName('invoice', `${c.gstin}-${c.invoice_payment_id}`),
      );
    } catch (failure) {
      message.error(
        t('admin.companies.invoiceFailed', {
          name: c.legal_name,
          reason: errorMessage(failure) ?? t('admin.common.tryAgain'),
        }),
      );
    } finally {
      setPending(null);
    }
  };
  const columns: TableProps<AdminCompanyRecord>['columns'] = [
    { title: t('admin.companies.name'), dataIndex: 'legal_name', key: 'legal_name' },
    {
      title: t('admin.companies.gstin'),
      dataIndex: 'gstin',
      key: 'gstin',
      render: (gstin: string) => <Verbatim>{gstin}</Verbatim>,
    },
    { title: t('admin.companies.plan'), dataIndex: 'plan', key: 'plan' },
    {
      title: t('admin.companies.seats'),
      key: 'seats',
      align: 'right',
      render: (_, c) => t('admin.companies.seatsValue', { used: c.seats_used, seats: c.seats }),
    },
    {
      title: t('admin.companies.state'),
      dataIndex: 'state',
      key: 'state',
      render: (state: AdminCompanyRecord['state']) => (
        // The shared colours with enough contrast (antd's preset green fails axe's color-contrast).
        <Tag color={state === 'active' ? TAG_COLORS.active : 'default'}>
          {t(`admin.companies.state.${state}`)}
        </Tag>
      ),
    },
    {
      title: t('admin.companies.endsAt'),
      dataIndex: 'ends_at',
      key: 'ends_at',
      render: (at: string | null) => (at ? formatShortDate(at, locale) : '—'),
    },
    { title: t('admin.companies.admin'), dataIndex: 'admin_email', key: 'admin_email' },
    {
      title: t('admin.companies.invoice'),
      key: 'invoice',
      render: (_, c) =>
        c.invoice_payment_id !== null ? (
          <Button
            size="small"
            loading={pending === c.id}
            aria-label={t('admin.companies.downloadInvoiceOf', { name: c.legal_name })}
            onClick={() => void download(c)}
          >
            {t('admin.companies.downloadInvoice')}
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.companies.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('admin.companies.intro')}</Typography.Paragraph>
      <QueryError error={error} onRetry={refetch} />
      <Table<AdminCompanyRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.companies.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </>
  );
}
