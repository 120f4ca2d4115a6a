import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';
import { Trans, useLocale } from '@yoga/i18n';

export default function NotFound() {
  const { t } = useLocale();
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {t('user.notFound.title')}
      </Typography.Title>
      <Typography.Paragraph>
        <Trans id="user.notFound.text" components={{ 0: <Link to={USER_ROUTES.dashboard} /> }} />
      </Typography.Paragraph>
    </Card>
  );
}
