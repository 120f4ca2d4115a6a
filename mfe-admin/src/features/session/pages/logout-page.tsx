import { Button, Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ADMIN_ROUTES } from '@yoga/contracts';
import { useEndSession } from '@yoga/ui';

/** Asks first; then ends the session on the server, clears all storage and loads the login page. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const { endSession, isEnding } = useEndSession();

  return (
    <Card style={{ maxWidth: 420 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Logout
      </Typography.Title>
      <Typography.Paragraph>Are you sure you want to log out?</Typography.Paragraph>
      <Space>
        <Button type="primary" danger loading={isEnding} onClick={() => void endSession()}>
          Yes, log out
        </Button>
        <Button onClick={() => navigate(ADMIN_ROUTES.dashboard)}>Cancel</Button>
      </Space>
    </Card>
  );
}
