import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { errorMessage, useProfileQuery } from '@yoga/api-client';
import { useLocale } from '@yoga/i18n';
import { ChangePasswordForm, EmailChangeForm, ProfileDetailsForm } from '@yoga/ui';
import { HealthNotesSection } from '../components/health-notes-section';
import { MyDataSection } from '../components/my-data-section';
import { LowDataSection } from '../components/low-data-section';
import { PushToggle } from '../components/push-toggle';
import { TimeZoneSection } from '../components/time-zone-section';

/** The student's own account: details and consents, email, password, health notes, and their data (DPDP). */
export default function ProfilePage() {
  const { data: profile, error, isLoading, refetch } = useProfileQuery();
  const { t } = useLocale();
  const heading = (id: string) => <h2 style={{ margin: 0, fontSize: 18 }}>{t(id)}</h2>;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t('user.profile.title')}
      </Typography.Title>
      {isLoading ? <Skeleton active /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={t('user.profile.loadFailed', {
            reason: errorMessage(error) ?? t('user.tryAgain'),
          })}
          action={<Button onClick={() => refetch()}>{t('user.retry')}</Button>}
        />
      ) : null}
      {profile ? (
        <>
          <Card title={heading('user.profile.details')}>
            <ProfileDetailsForm profile={profile} />
          </Card>
          <Card title={heading('user.timeZone.title')}>
            <TimeZoneSection profile={profile} />
          </Card>
          <Card title={heading('user.lowData.title')}>
            <LowDataSection />
          </Card>
          <Card title={heading('user.push.title')}>
            <PushToggle />
          </Card>
          <Card title={heading('user.profile.email')}>
            <EmailChangeForm profile={profile} />
          </Card>
          <Card title={heading('user.profile.password')}>
            <ChangePasswordForm />
          </Card>
          <Card title={heading('user.health.title')}>
            <HealthNotesSection />
          </Card>
          <Card title={heading('user.profile.data')}>
            <MyDataSection profile={profile} />
          </Card>
        </>
      ) : null}
    </Flex>
  );
}
