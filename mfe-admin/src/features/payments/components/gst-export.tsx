import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '@yoga/api-client';
import { isCalendarDate, istToday } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { saveDownloadedFile, usePanelApp } from '@yoga/ui';
import { useGstExportMutation } from '../payments.api';
import '../i18n';

/** "gst-payments-2026-11-01-to-2026-11-30.csv" */
export function gstExportFileName(from: string, to: string): string {
  return `gst-payments-${from}-to-${to}.csv`;
}

/** "Export GST CSV": the payments of a date range (IST, inclusive) with the columns a GST return needs. */
export function GstExport() {
  const { t } = useLocale();
  const { message } = usePanelApp();
  const today = istToday();
  const [range, setRange] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const [exportCsv, { isLoading }] = useGstExportMutation();

  const download = async () => {
    if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) {
      message.error(t('admin.gst.needsDates'));
      return;
    }
    // A range typed backwards still means the days between the two dates.
    const [from, to] = range.from > range.to ? [range.to, range.from] : [range.from, range.to];
    try {
      const file = await exportCsv({ from, to }).unwrap();
      saveDownloadedFile(file, gstExportFileName(from, to));
      message.success(t('admin.gst.downloaded'));
    } catch (error) {
      message.error(
        t('admin.gst.failed', {
          reason: errorMessage(error) ?? t('admin.common.somethingWentWrong'),
        }),
      );
    }
  };

  return (
    <Space wrap aria-label={t('admin.gst.group')} role="group">
      <Input
        type="date"
        aria-label={t('admin.gst.from')}
        value={range.from}
        max={today}
        onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
      />
      <Input
        type="date"
        aria-label={t('admin.gst.to')}
        value={range.to}
        onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
      />
      <Button icon={<DownloadOutlined />} loading={isLoading} onClick={() => void download()}>
        {t('admin.gst.button')}
      </Button>
    </Space>
  );
}
