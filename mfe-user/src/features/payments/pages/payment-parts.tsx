import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { PaymentStatus } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import plain from '../../../shared/plain.module.css';
import { PAYMENT_STATUS_VIEW, type PaymentRow } from '../payment-view';
import type { useDocumentDownload } from '../use-document-download';
import styles from './payments-page.module.css';

/** Rows in one page of the table (past it antd's Table pages them). */
export const PAYMENTS_PAGE_SIZE = 20;

/** A status in its colour: antd's solid Tag, drawn plain. */
export function StatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useLocale();
  return (
    <span className={plain.solidTag} style={{ background: PAYMENT_STATUS_VIEW[status].color }}>
      {t(PAYMENT_STATUS_VIEW[status].label)}
    </span>
  );
}

/** A payment's invoice (and credit note), each with its download button; a dash when there is none. */
export function PaymentDocuments({
  row,
  documents,
}: {
  row: PaymentRow;
  documents: ReturnType<typeof useDocumentDownload>;
}) {
  const { t } = useLocale();
  if (!row.invoiceNo) return <>—</>;
  const invoiceNo = row.invoiceNo;
  const creditNoteNo = row.creditNoteNo;
  const button = (key: string, label: string, onClick: () => void) => {
    const busy = documents.pending === key;
    return (
      <button
        type="button"
        className={`${plain.button} ${plain.small}`}
        aria-busy={busy || undefined}
        onClick={onClick}
      >
        {busy ? (
          <span className={plain.busy} aria-hidden="true" />
        ) : (
          <DownloadOutlined aria-hidden />
        )}
        {label}
      </button>
    );
  };
  return (
    <div className={styles.documents}>
      <span>{invoiceNo}</span>
      {button(`invoice-${row.key}`, t('user.payments.downloadInvoice'), () => {
        void documents.download(row.key, 'invoice', invoiceNo);
      })}
      {creditNoteNo ? (
        <>
          <span>{t('user.payments.creditNote', { number: creditNoteNo })}</span>
          {button(`credit-note-${row.key}`, t('user.payments.downloadCreditNote'), () => {
            void documents.download(row.key, 'credit-note', creditNoteNo);
          })}
        </>
      ) : null}
    </div>
  );
}
