import { Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { QueryError } from '../../../components/query-error';
import { businessFigures } from '../business-numbers';
import { useBusinessMetricsQuery } from '../dashboard.api';
import styles from './business-numbers.module.css';
import '../i18n';

/**
 * The owner's numbers from GET /api/admin/metrics. Each figure has a focusable info button whose tooltip
 * (on hover, focus or tap) gives the figure's definition. A plain section rather than antd's Card, which
 * brings its Tabs (and their icons) to the dashboard's first load.
 */
export function BusinessNumbers() {
  const { t, formatDateTime } = useAdminFormats();
  const { data, error, isLoading, refetch } = useBusinessMetricsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section className={styles.card} aria-busy={isLoading}>
      <header className={styles.head}>
        <h2 className={styles.title}>{t('admin.metrics.title')}</h2>
        {data ? <span>{t('admin.metrics.asOf', { time: formatDateTime(data.as_of) })}</span> : null}
      </header>
      <QueryError error={error} onRetry={refetch} />
      {isLoading ? (
        <div className={styles.skeleton} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ) : null}
      {data ? (
        <ul className={styles.grid} aria-label={t('admin.metrics.title')}>
          {businessFigures(data).map((f) => (
            <li key={f.key} className={styles.figure} data-testid={`figure-${f.key}`}>
              <span className={styles.label}>
                {f.label}
                <Tooltip title={f.definition} trigger={['hover', 'focus', 'click']}>
                  <button
                    type="button"
                    className={styles.info}
                    aria-label={t('admin.metrics.about', { figure: f.label })}
                  >
                    <InfoCircleOutlined aria-hidden="true" />
                  </button>
                </Tooltip>
              </span>
              <span className={styles.value}>{f.value}</span>
              {f.detail ? <span className={styles.detail}>{f.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
