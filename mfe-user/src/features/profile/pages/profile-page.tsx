import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { errorMessage, useProfileQuery } from '@yoga/api-client';
import { ChangePasswordForm, EmailChangeForm, ProfileDetailsForm } from '@yoga/ui';
import { MyDataSection } from '../components/my-data-section';

/** The student's own account: details and consents, email, password, and their data (DPDP). */
export default function ProfilePage() {
  const { data: profile, error, isLoading, refetch } = useProfileQuery();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Profile
      </Typography.Title>
      {isLoading ? <Skeleton active /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={`Could not load your profile. ${errorMessage(error) ?? 'Please try again.'}`}
          action={<Button onClick={() => refetch()}>Retry</Button>}
        />
      ) : null}
      {profile ? (
        <>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Your details</h2>}>
            <ProfileDetailsForm profile={profile} />
          </Card>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Email</h2>}>
            <EmailChangeForm profile={profile} />
          </Card>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Password</h2>}>
            <ChangePasswordForm />
          </Card>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Your data</h2>}>
            <MyDataSection profile={profile} />
          </Card>
        </>
      ) : null}
    </Flex>
  );
}
