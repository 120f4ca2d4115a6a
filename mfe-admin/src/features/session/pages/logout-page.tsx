import { Button, Card, Space, Typography } from 'antd';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@yoga/api-client';
import { ADMIN_ROUTES, AUTH_ROUTES } from '@yoga/contracts';
import { signedOut } from '@yoga/auth';

/** Asks first; then ends the session on the server, clears all storage and loads the login page. */
export default function LogoutPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  const confirm = async () => {
    // Signing out locally must happen even when the server call fails (offline, token already gone).
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(signedOut());
    // A full load, not a client-side navigation: it drops every cached admin response from memory, and the
    // browser ends on /auth/login whatever the panel's guard does meanwhile (it would add ?next=/admin/logout).
    window.location.replace(AUTH_ROUTES.login);
  };

  return (
    <Card style={{ maxWidth: 420 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Logout
      </Typography.Title>
      <Typography.Paragraph>Are you sure you want to log out?</Typography.Paragraph>
      <Space>
        <Button type="primary" danger loading={isLoading} onClick={() => void confirm()}>
          Yes, log out
        </Button>
        <Button onClick={() => navigate(ADMIN_ROUTES.dashboard)}>Cancel</Button>
      </Space>
    </Card>
  );
}
