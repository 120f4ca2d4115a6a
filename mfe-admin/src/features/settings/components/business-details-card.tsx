import { useEffect } from 'react';
import { Alert, Button, Card, Form, Spin, Typography } from 'antd';
import type { BusinessDetails, BusinessDetailsPatch } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useSaveSiteSettingsMutation, useSiteSettingsQuery } from '../settings.api';
import { ContactFields, GrievanceFields, SocialLinksField } from './business-details-fields';
import '../i18n';

type DetailsForm = Omit<BusinessDetails, 'sample'>;

/** The business details every page, email and invoice shows (a warning while they are the sample's). */
export function BusinessDetailsCard() {
  const { t } = useLocale();
  const { data, error, isLoading, refetch } = useSiteSettingsQuery();
  const [save, { isLoading: saving }] = useSaveSiteSettingsMutation();
  const run = useMutationFeedback();
  const [form] = Form.useForm<DetailsForm>();
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);
  if (error) return <QueryError error={error} onRetry={refetch} />;
  if (isLoading || !data) return <Spin />;
  const onFinish = (values: DetailsForm) => {
    const body: BusinessDetailsPatch = { ...values, social: values.social ?? [] };
    void run(() => save(body).unwrap(), t('admin.settings.detailsSaved'));
  };
  return (
    <Card title={t('admin.settings.details')}>
      {data.sample && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('admin.settings.sampleNote')}
        />
      )}
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={data}>
        <ContactFields />
        <Typography.Title level={5}>{t('admin.settings.social')}</Typography.Title>
        <SocialLinksField />
        <Typography.Title level={5}>{t('admin.settings.grievance')}</Typography.Title>
        <GrievanceFields />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.settings.saveDetails')}
        </Button>
      </Form>
    </Card>
  );
}
