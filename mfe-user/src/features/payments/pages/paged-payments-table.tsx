import { Table } from 'antd';
import type { PaymentRow } from '../payment-view';
import type { useDocumentDownload } from '../use-document-download';
import { PaymentDocuments, PAYMENTS_PAGE_SIZE, StatusTag } from './payment-parts';

/** More than a page of payments: antd's Table, paged (loaded only for such a list). */
export function PagedPaymentsTable({
  rows,
  headings,
  documents,
}: {
  rows: PaymentRow[];
  headings: string[];
  documents: ReturnType<typeof useDocumentDownload>;
}) {
  const [date, plan, amount, credits, status, invoice] = headings;
  return (
    <Table<PaymentRow>
      dataSource={rows}
      pagination={{ pageSize: PAYMENTS_PAGE_SIZE, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      size="middle"
      columns={[
        { title: date, dataIndex: 'date' },
        { title: plan, dataIndex: 'plan' },
        { title: amount, dataIndex: 'amount' },
        { title: credits, dataIndex: 'credits' },
        {
          title: status,
          dataIndex: 'status',
          render: (s: PaymentRow['status']) => <StatusTag status={s} />,
        },
        {
          title: invoice,
          key: 'invoice',
          render: (_: unknown, row) => <PaymentDocuments row={row} documents={documents} />,
        },
      ]}
    />
  );
}
