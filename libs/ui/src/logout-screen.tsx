import { Button, Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useEndSession } from './use-end-session';

/** The one wording of both panels' logout screens. */
export const LOGOUT_TEXT = {
  title: 'Log out',
  question: 'Are you sure you want to log out?',
  confirm: 'Log out',
  cancel: 'Stay',
} as const;

/**
 * Asks first (spec: logout asks for confirmation); "Log out" ends the session, clears all storage and
 * goes to /auth/login, "Stay" returns to the panel's dashboard.
 */
export function LogoutScreen({ stayPath }: { stayPath: string }) {
  const navigate = useNavigate();
  const { endSession, isEnding } = useEndSession();
  return (
    <Card style={{ maxWidth: 420 }}>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {LOGOUT_TEXT.title}
      </Typography.Title>
      <Typography.Paragraph>{LOGOUT_TEXT.question}</Typography.Paragraph>
      <Space>
        <Button type="primary" danger loading={isEnding} onClick={() => void endSession()}>
          {LOGOUT_TEXT.confirm}
        </Button>
        <Button onClick={() => navigate(stayPath, { replace: true })}>{LOGOUT_TEXT.cancel}</Button>
      </Space>
    </Card>
  );
}
