import { Checkbox, Typography } from 'antd';
import { useLocale } from '@yoga/i18n';

/** The advice shown after a "yes", in this order (user.healthCheck.advice.*). */
const ADVICE = ['doctor', 'instructor', 'seated', 'stop'] as const;

interface HealthCheckAdviceProps {
  read: boolean;
  onReadChange: (read: boolean) => void;
}

/** The health check's second step after any "yes": the gentle advice and "I have read it". */
export function HealthCheckAdvice({ read, onReadChange }: HealthCheckAdviceProps) {
  const { t } = useLocale();
  return (
    <div data-testid="health-check-advice">
      <Typography.Paragraph>{t('user.healthCheck.adviceIntro')}</Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20 }}>
        {ADVICE.map((a) => (
          <li key={a} style={{ marginBottom: 8 }}>
            {t(`user.healthCheck.advice.${a}`)}
          </li>
        ))}
      </ul>
      <Checkbox checked={read} onChange={(e) => onReadChange(e.target.checked)}>
        {t('user.healthCheck.read')}
      </Checkbox>
    </div>
  );
}
