import { Link, useLocation } from 'react-router-dom';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { authCatalog } from '../i18n';
import { formMessage } from '../messages';
import { AUTH_ROUTES, PUBLIC_ROUTES, TRIAL_DAYS } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth.module.css';

function flashFrom(state: unknown): string | null {
  if (
    state &&
    typeof state === 'object' &&
    typeof (state as { flash?: unknown }).flash === 'string'
  ) {
    return (state as { flash: string }).flash;
  }
  return null;
}

export default function GreetPage() {
  useCatalog(authCatalog);
  const { t } = useLocale();
  const to = useLocalePath();
  usePageMeta(t('public.auth.greet.title'), t('public.auth.greet.metaDescription'));
  const flash = flashFrom(useLocation().state);
  return (
    <AuthCard
      title={t('public.auth.greet.title')}
      intro={t('public.auth.greet.intro', { trialDays: TRIAL_DAYS })}
    >
      {flash && (
        <p role="status" className={`${styles.message} ${styles.success}`}>
          {formMessage(t, flash)}
        </p>
      )}
      <div className={styles.links}>
        <Link to={to(AUTH_ROUTES.login)} className={styles.linkButton}>
          {t('public.auth.greet.login')}
        </Link>
        <Link to={to(PUBLIC_ROUTES.home)} className={styles.linkButtonLight}>
          {t('public.auth.greet.home')}
        </Link>
      </div>
    </AuthCard>
  );
}
