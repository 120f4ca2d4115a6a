import { useSyncExternalStore } from 'react';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Link } from 'react-router-dom';
import { errorMessage } from '@yoga/api-client';
import { LAYOUT, USER_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { deferred, Notice, PageSpinner } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { paymentRow } from '../payment-view';
import { useMyPaymentsQuery } from '../payments.api';
import { useDocumentDownload } from '../use-document-download';
import { PaymentDocuments, PAYMENTS_PAGE_SIZE, StatusTag } from './payment-parts';
import styles from './payments-page.module.css';

/** More than a page of payments: antd's Table with its pagination, loaded then (issue 38). */
const PagedPaymentsTable = deferred(() =>
  import('./paged-payments-table').then((m) => m.PagedPaymentsTable),
);

const WIDE_QUERY = `(min-width: ${LAYOUT.mobileBreakpointPx}px)`;

function subscribeWide(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

function isWide(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_QUERY).matches
    : window.innerWidth >= LAYOUT.mobileBreakpointPx;
}

/** The student's payments, newest first, from GET /payments/mine, with their GST invoices. */
export default function PaymentsPage() {
  const { data, error, isLoading, refetch } = useMyPaymentsQuery();
  const documents = useDocumentDownload();
  const { t, locale } = useLocale();
  const rows = (data ?? []).map((p) => paymentRow(p, t, locale));
  // A table from 768 px, cards below (as antd's md breakpoint did).
  const wide = useSyncExternalStore(subscribeWide, isWide, () => true);
  const headings = [
    t('user.payments.date'),
    t('user.payments.plan'),
    t('user.payments.amount'),
    t('user.payments.credits'),
    t('user.payments.status'),
    t('user.payments.invoice'),
  ];
  // Plain elements drawn as antd's Card, Table, Tag and buttons (issue 38: every student page within
  // 250 KB of JavaScript).
  return (
    <div className={plain.card}>
      <h1 className={`${plain.title} ${plain.spaced}`}>{t('user.payments.title')}</h1>
      {error ? (
        <Notice
          type="error"
          className={styles.notice}
          title={t('user.payments.loadFailed', {
            reason: errorMessage(error) ?? t('user.tryAgain'),
          })}
          action={
            <button type="button" className={plain.button} onClick={() => void refetch()}>
              {t('user.retry')}
            </button>
          }
        />
      ) : null}
      {documents.error ? (
        <Notice
          type="error"
          className={styles.notice}
          title={documents.error}
          action={
            <button
              type="button"
              className={plain.close}
              aria-label={t('user.dismiss')}
              onClick={documents.clearError}
            >
              <CloseOutlined aria-hidden />
            </button>
          }
        />
      ) : null}
      {isLoading ? <PageSpinner /> : null}
      {data && data.length === 0 ? (
        <div className={plain.empty}>
          <p className={plain.text}>{t('user.payments.empty')}</p>
          <Link to={USER_ROUTES.plans}>{t('user.choosePlan')}</Link>
        </div>
      ) : !rows.length ? null : wide && rows.length > PAYMENTS_PAGE_SIZE ? (
        <PagedPaymentsTable rows={rows} headings={headings} documents={documents} />
      ) : wide ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                {headings.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <td>{row.date}</td>
                  <td>{row.plan}</td>
                  <td>{row.amount}</td>
                  <td>{row.credits}</td>
                  <td>
                    <StatusTag status={row.status} />
                  </td>
                  <td>
                    <PaymentDocuments row={row} documents={documents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        // A phone: one card per payment, its status and documents in view (no sideways scrolling).
        <ul className={styles.cards} aria-label={t('user.payments.title')}>
          {rows.map((row) => (
            <li key={row.key} className={styles.card} data-testid="payment-card">
              <div className={styles.cardHead}>
                <strong>{row.plan}</strong>
                <StatusTag status={row.status} />
              </div>
              <dl className={styles.facts}>
                <dt>{t('user.payments.date')}</dt>
                <dd>{row.date}</dd>
                <dt>{t('user.payments.amount')}</dt>
                <dd>{row.amount}</dd>
                <dt>{t('user.payments.credits')}</dt>
                <dd>{row.credits}</dd>
                <dt>{t('user.payments.invoice')}</dt>
                <dd>
                  <PaymentDocuments row={row} documents={documents} />
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
