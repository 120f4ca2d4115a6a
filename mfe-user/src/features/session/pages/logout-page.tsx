import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Card, Typography } from 'antd';
import { USER_ROUTES } from '@yoga/contracts';
import { useEndSession } from '@yoga/ui';

const CONFIRM_TEXT = 'Are you sure you want to log out?';

/** Spec: asks for confirmation, then clears storage and goes to /auth/login. */
export default function LogoutPage() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { endSession } = useEndSession();

  const confirm = () =>
    modal.confirm({
      title: 'Log out',
      content: CONFIRM_TEXT,
      okText: 'Log out',
      cancelText: 'Stay',
      onOk: endSession,
      onCancel: () => navigate(USER_ROUTES.dashboard, { replace: true }),
    });

  useEffect(() => {
    const dialog = confirm();
    // StrictMode mounts twice: close the first dialog so only one is ever shown.
    return () => dialog.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open once per visit
  }, []);

  return (
    <Card>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Logout
      </Typography.Title>
      <Typography.Paragraph>{CONFIRM_TEXT}</Typography.Paragraph>
      <Button type="primary" onClick={confirm}>
        Log out
      </Button>
    </Card>
  );
}
