import { Card, Flex, Skeleton, Typography } from 'antd';
import { useProfileQuery } from '@yoga/api-client';
import { useLocale, useCatalog } from '@yoga/i18n';
import { ChangePasswordForm, EmailChangeForm, ProfileDetailsForm } from '@yoga/ui';
import { QueryError } from '../../../components/query-error';
import { accountCatalog } from '../i18n';

/** The admin's own account: name, phone, language, email and password. */
export default function AdminProfilePage() {
  useCatalog(accountCatalog);
  const { t } = useLocale();
  const { data: profile, error, isLoading, refetch } = useProfileQuery();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
        {t('admin.profile.title')}
      </Typography.Title>
      {isLoading ? <Skeleton active /> : null}
      <QueryError error={error} onRetry={refetch} />
      {profile ? (
        <>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('admin.profile.details')}</h2>}>
            <ProfileDetailsForm profile={profile} showConsents={false} />
          </Card>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('admin.profile.email')}</h2>}>
            <EmailChangeForm profile={profile} />
          </Card>
          <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('admin.profile.password')}</h2>}>
            <ChangePasswordForm />
          </Card>
        </>
      ) : null}
    </Flex>
  );
}
