import { Flex, Tag, Typography } from 'antd';
import type { RosterHealthCheck } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import '../i18n';

/**
 * A student's health questionnaire on the roster (issue 37): a mark when she answered "yes" so the
 * instructor can offer modifications; which questions, and her words, only when she shares her health
 * notes (else "details private").
 */
export function HealthCheckMark({ check }: { check: RosterHealthCheck | null }) {
  const { t } = useLocale();
  if (!check)
    return <Typography.Text type="secondary">{t('admin.console.check.none')}</Typography.Text>;
  if (!check.any_yes)
    return <Typography.Text type="secondary">{t('admin.console.check.allNo')}</Typography.Text>;
  return (
    <Flex vertical gap={4} align="flex-start" data-testid="health-check-mark">
      <Tag color="#ad4e00">{t('admin.console.check.yes')}</Tag>
      {check.yes_to ? (
        <span>
          {check.yes_to.map((id) => (
            <Tag key={id}>{t(`admin.console.question.${id}`)}</Tag>
          ))}
          {check.other ? <Typography.Text>{check.other}</Typography.Text> : null}
        </span>
      ) : (
        <Typography.Text type="secondary">{t('admin.console.check.private')}</Typography.Text>
      )}
    </Flex>
  );
}
