import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { USER_ROUTES } from '@yoga/contracts';

export default function NotFound() {
  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Page not found
      </Typography.Title>
      <Typography.Paragraph>
        This page does not exist in your panel.{' '}
        <Link to={USER_ROUTES.dashboard}>Go to your dashboard</Link>.
      </Typography.Paragraph>
    </Card>
  );
}
