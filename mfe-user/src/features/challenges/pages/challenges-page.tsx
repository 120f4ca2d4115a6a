import { errorMessage } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { Notice, PageSpinner } from '@yoga/ui';
import plain from '../../../shared/plain.module.css';
import { useChallengesQuery } from '../challenges.api';
import { ChallengeCard } from '../components/challenge-card';
import styles from '../components/challenges.module.css';

/** /user/challenges: the open, running and (joined) finished challenges. */
export default function ChallengesPage() {
  const { t } = useLocale();
  const { data, error, isLoading } = useChallengesQuery();
  return (
    // Plain elements (issue 38: every student page within 250 KB of JavaScript).
    <div className={`${plain.stack} ${styles.page}`}>
      <h1 className={plain.title}>{t('user.challenges.title')}</h1>
      <p className={plain.text}>{t('user.challenges.intro')}</p>
      {error ? <Notice type="error" title={errorMessage(error) ?? t('user.tryAgain')} /> : null}
      {isLoading ? <PageSpinner /> : null}
      {data && !data.length ? <p className={plain.empty}>{t('user.challenges.none')}</p> : null}
      {data?.map((c) => (
        <ChallengeCard key={c.id} challenge={c} />
      ))}
    </div>
  );
}
