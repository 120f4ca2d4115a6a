import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { App, Button, Card, Typography } from 'antd';
import { baseApi, useLogoutMutation } from '@yoga/api-client';
import { signedOut } from '@yoga/auth';
import { AUTH_ROUTES, USER_ROUTES } from '@yoga/contracts';

const CONFIRM_TEXT = 'Are you sure you want to log out?';

/** Spec: asks for confirmation, then clears storage and goes to /auth/login. */
export default function LogoutPage() {
  const { modal } = App.useApp();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();

  const confirm = () =>
    modal.confirm({
      title: 'Log out',
      content: CONFIRM_TEXT,
      okText: 'Log out',
      cancelText: 'Stay',
      onOk: async () => {
        // Best effort: the server may revoke the token; the local session ends whatever it answers.
        await logout()
          .unwrap()
          .catch(() => undefined);
        dispatch(signedOut());
        dispatch(baseApi.util.resetApiState());
        // A full load of the login page: nothing of the old session stays in memory, and the route
        // guard (which now sees no user) cannot race this into /auth/login?next=/user/logout.
        window.location.replace(AUTH_ROUTES.login);
      },
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
