import { Link, useLocation } from 'react-router-dom';
import { AUTH_ROUTES, MESSAGES, PUBLIC_ROUTES, TRIAL_DAYS } from '@yoga/contracts';
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
  usePageMeta(
    MESSAGES.registeredHeading,
    'Your account is ready. Log in to book your first live yoga class.',
  );
  const flash = flashFrom(useLocation().state);
  return (
    <AuthCard
      title={MESSAGES.registeredHeading}
      intro={`Welcome to the family! Your free ${TRIAL_DAYS}-day trial has begun. Log in to book your first live class.`}
    >
      {flash && (
        <p role="status" className={`${styles.message} ${styles.success}`}>
          {flash}
        </p>
      )}
      <div className={styles.links}>
        <Link to={AUTH_ROUTES.login} className={styles.linkButton}>
          Go to login
        </Link>
        <Link to={PUBLIC_ROUTES.home} className={styles.linkButtonLight}>
          Back to the homepage
        </Link>
      </div>
    </AuthCard>
  );
}
