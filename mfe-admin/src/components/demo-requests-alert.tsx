import { Link } from 'react-router-dom';
import { ADMIN_ROUTES } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { Notice } from '@yoga/ui';
import { useNewDemoRequests } from './demo-requests.api';

/** "2 new demo requests are waiting for their joining link. Send the links": shown only when some wait. */
export function DemoRequestsAlert() {
  const { t } = useLocale();
  const count = useNewDemoRequests();
  if (!count) return null;
  return (
    <Notice
      type="warning"
      role="status"
      style={{ marginBottom: 16 }}
      title={t('admin.demoAlert.text', { count })}
      action={<Link to={ADMIN_ROUTES.demoRequests}>{t('admin.demoAlert.action')}</Link>}
    />
  );
}
