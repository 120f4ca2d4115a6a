import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import { useEntitlement } from '../shared/use-entitlement';

/** Across the whole panel while a student's trial or plan has ended: why, and the way to a plan. */
export function MembershipBanner() {
  const { reason } = useEntitlement();
  const { t } = useLocale();
  if (!reason) return null;
  return (
    <Notice
      banner
      type="warning"
      data-testid="membership-banner"
      title={reason}
      action={<Link to={USER_ROUTES.plans}>{t('user.choosePlan')}</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}
