import { Button, Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '@yoga/i18n';
import { useEndSession } from './use-end-session';

/** The message IDs of both panels' logout screens (ui.* catalogue). */
export const LOGOUT_TEXT = {
  title: 'ui.logout.title',
  question: 'ui.logout.question',
  confirm: 'ui.logout.confirm',
  cancel: 'ui.logout.cancel',
} as const;

/**
 * Asks first (spec: logout asks for confirmation); "Log out" ends the session, clears all storage and
 * goes to /auth/login, "Stay" returns to the panel's dashboard.
 */
export function LogoutScreen({ stayPath }: { stayPath: string }) {
  const navigate = useNavigate();
  const { endSession, isEnding } = useEndSession();
  const { t } = useLocale();
  return (
    <Card style={{ maxWidth: 420 }}>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {t(LOGOUT_TEXT.title)}
      </Typography.Title>
      <Typography.Paragraph>{t(LOGOUT_TEXT.question)}</Typography.Paragraph>
      <Space>
        <Button type="primary" danger loading={isEnding} onClick={() => void endSession()}>
          {t(LOGOUT_TEXT.confirm)}
        </Button>
        <Button onClick={() => navigate(stayPath, { replace: true })}>
          {t(LOGOUT_TEXT.cancel)}
        </Button>
      </Space>
    </Card>
  );
}
