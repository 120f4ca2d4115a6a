import { Link, useLocation } from 'react-router-dom';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { authAccountCatalog } from '../account/i18n';
import { authCatalog } from '../i18n';
import { formMessage } from '../messages';
import { AUTH_ROUTES, PUBLIC_ROUTES, USER_ROUTES } from '@yoga/contracts';
import { useBusinessRules } from '@yoga/site-settings';
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

/** The gift code a registration from a gift's link carried (letters and digits only). */
function giftFrom(state: unknown): string | null {
  const gift = state && typeof state === 'object' ? (state as { gift?: unknown }).gift : undefined;
  return typeof gift === 'string' && /^[A-Z0-9]{1,16}$/.test(gift) ? gift : null;
}

export default function GreetPage() {
  useCatalog(authCatalog);
  useCatalog(authAccountCatalog);
  const { t } = useLocale();
  const rules = useBusinessRules();
  const to = useLocalePath();
  usePageMeta(t('public.auth.greet.title'), t('public.auth.greet.metaDescription'));
  const { state } = useLocation();
  const flash = flashFrom(state);
  const gift = giftFrom(state);
  // With a gift code from registration: sign-in goes on to the panel's gifts page, code filled in.
  const login = gift
    ? `${to(AUTH_ROUTES.login)}?next=${encodeURIComponent(`${USER_ROUTES.gifts}?code=${gift}`)}`
    : to(AUTH_ROUTES.login);
  return (
    <AuthCard
      title={t('public.auth.greet.title')}
      intro={t('public.auth.greet.intro', { trialDays: rules.trial_days })}
    >
      {flash && (
        <p role="status" className={`${styles.message} ${styles.success}`}>
          {formMessage(t, flash)}
        </p>
      )}
      {gift && <p>{t('public.auth.greet.gift', { code: gift })}</p>}
      <div className={styles.links}>
        <Link to={login} className={styles.linkButton}>
          {t('public.auth.greet.login')}
        </Link>
        <Link to={to(PUBLIC_ROUTES.home)} className={styles.linkButtonLight}>
          {t('public.auth.greet.home')}
        </Link>
      </div>
    </AuthCard>
  );
}
