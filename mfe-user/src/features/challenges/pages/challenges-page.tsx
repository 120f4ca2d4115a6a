import { Alert, Empty, Flex, Spin, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { useChallengesQuery } from '../challenges.api';
import { ChallengeCard } from '../components/challenge-card';

/** /user/challenges: the open, running and (joined) finished challenges. */
export default function ChallengesPage() {
  const { t } = useLocale();
  const { data, error, isLoading } = useChallengesQuery();
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.challenges.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('user.challenges.intro')}
      </Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error) ?? t('user.tryAgain')} />
      ) : null}
      {isLoading ? <Spin /> : null}
      {data && !data.length ? <Empty description={t('user.challenges.none')} /> : null}
      {data?.map((c) => (
        <ChallengeCard key={c.id} challenge={c} />
      ))}
    </Flex>
  );
}
