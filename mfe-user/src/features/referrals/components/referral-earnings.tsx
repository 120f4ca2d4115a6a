import { Link } from 'react-router-dom';
import { useReferralStatsQuery } from '@yoga/api-client';
import {
  BASE_CURRENCIES,
  formatPriceMinor,
  USER_ROUTES,
  type ReferralEarning,
} from '@yoga/contracts';
import { formatShortDate, Trans, useLocale } from '@yoga/i18n';
import { deferred } from '@yoga/ui';
import { REFERRALS_PAGE_SIZE, STATUS_VIEW } from './referral-status';
import plain from '../../../shared/plain.module.css';
import styles from './referral-earnings.module.css';

/** More than a page of referrals: antd's Table with its pagination, loaded then (issue 38). */
const PagedReferralTable = deferred(() =>
  import('./paged-referral-table').then((m) => m.PagedReferralTable),
);

/** The student's referral credits and what each person who joined with the code earned them. */
export function ReferralEarnings({ userId }: { userId: number }) {
  const { data } = useReferralStatsQuery(userId);
  const { t, locale } = useLocale();
  if (!data?.credits) return null;
  const referrals = data.referrals ?? [];
  // Plain elements drawn as antd's Card, Descriptions, Empty and small Table (issue 38: every student
  // page within 250 KB of JavaScript).
  return (
    <div className={styles.card} data-testid="referral-credits">
      <div className={styles.head}>{t('user.referrals.credits')}</div>
      <div className={styles.body}>
        <dl className={styles.credits}>
          {BASE_CURRENCIES.map((currency) => (
            <div key={currency} className={styles.credit}>
              <dt>{t('user.referrals.creditsIn', { currency })}</dt>
              <dd>{formatPriceMinor(data.credits[currency], currency)}</dd>
            </div>
          ))}
        </dl>
        <p className={`${plain.muted} ${styles.how}`}>
          <Trans
            id="user.referrals.howCredits"
            components={{
              0: <Link to={USER_ROUTES.plans} style={{ textDecoration: 'underline' }} />,
            }}
          />
        </p>
        {referrals.length === 0 ? (
          <p className={plain.empty}>{t('user.referrals.nobody')}</p>
        ) : referrals.length > REFERRALS_PAGE_SIZE ? (
          <PagedReferralTable referrals={referrals} />
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('user.referrals.name')}</th>
                  <th scope="col">{t('user.referrals.joined')}</th>
                  <th scope="col">{t('user.referrals.status')}</th>
                  <th scope="col">{t('user.referrals.reward')}</th>
                </tr>
              </thead>
              <tbody>
                {referrals.map((r: ReferralEarning, i) => (
                  <tr key={i}>
                    <td>{r.name}</td>
                    <td>{formatShortDate(r.joined_at, locale)}</td>
                    <td>
                      <span
                        className={styles.status}
                        style={{ background: STATUS_VIEW[r.status].color }}
                      >
                        {t(STATUS_VIEW[r.status].label)}
                      </span>
                    </td>
                    <td>{r.reward ? formatPriceMinor(r.reward.amount, r.reward.currency) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
