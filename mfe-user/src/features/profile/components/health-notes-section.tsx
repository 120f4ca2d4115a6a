import { useEffect } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  HEALTH_CONDITIONS,
  HEALTH_NOTE_OTHER_MAX_LENGTH,
  type HealthCondition,
  type HealthNotes,
} from '@yoga/contracts';
import { formatShortDate, useLocale } from '@yoga/i18n';
import { usePanelApp } from '@yoga/ui';
import { useHealthNotesQuery, useSaveHealthNotesMutation } from '../profile.api';

interface Values {
  conditions: HealthCondition[];
  other: string;
  share: boolean;
}

const toValues = (notes: HealthNotes): Values => ({
  conditions: notes.conditions,
  other: notes.other ?? '',
  share: notes.share_with_instructors,
});

/**
 * Health notes (issue 25): conditions the instructor should know of, shared with the instructors of the
 * student's classes only with this explicit consent (logged; unticking it hides them at once).
 */
export function HealthNotesSection() {
  const { t, locale } = useLocale();
  const { message } = usePanelApp();
  const { data, error, isLoading, refetch } = useHealthNotesQuery();
  const [save, { isLoading: saving }] = useSaveHealthNotesMutation();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (data) form.setFieldsValue(toValues(data));
  }, [data, form]);

  if (isLoading) return <Skeleton active />;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(error) ?? t('user.tryAgain')}
        action={<Button onClick={() => refetch()}>{t('user.retry')}</Button>}
      />
    );

  const onFinish = async (values: Values) => {
    try {
      const saved = await save({
        conditions: values.conditions,
        other: values.other.trim() || null,
        share_with_instructors: values.share,
      }).unwrap();
      message.success(
        t(saved.share_with_instructors ? 'user.health.savedShared' : 'user.health.savedPrivate'),
      );
    } catch (err) {
      message.error(errorMessage(err) ?? t('user.somethingWentWrong'));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={data ? toValues(data) : { conditions: [], other: '', share: false }}
      onFinish={onFinish}
    >
      <Typography.Paragraph type="secondary">{t('user.health.intro')}</Typography.Paragraph>
      <Form.Item name="conditions" label={t('user.health.conditions')}>
        <Checkbox.Group
          options={HEALTH_CONDITIONS.map((c) => ({
            value: c,
            label: t(`user.health.condition.${c}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="other" label={t('user.health.other')}>
        <Input.TextArea rows={2} maxLength={HEALTH_NOTE_OTHER_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="share" valuePropName="checked" extra={t('user.health.shareHint')}>
        <Checkbox>{t('user.health.share')}</Checkbox>
      </Form.Item>
      <Flex gap={12} align="center" wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('user.health.save')}
        </Button>
        {data?.consent_changed_at ? (
          <Typography.Text type="secondary">
            {t(data.share_with_instructors ? 'user.health.sharedSince' : 'user.health.notShared', {
              date: formatShortDate(data.consent_changed_at, locale),
            })}
          </Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}
