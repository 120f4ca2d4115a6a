import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { PlainCard } from '../../../components/plain-card';
import { DAILY_SLOTS } from '@yoga/contracts';
import { useAdminFormats } from '../../../components/use-admin-formats';
import { describeError } from '../../../components/use-error-toast';
import { useCreateClassMutation } from '../classes.api';
import { classFieldRule, standardDayClasses } from '../class-validation';
import '../i18n';
import { usePanelApp } from '@yoga/ui';

interface StandardDayValues {
  date: string;
  link: string;
}

/** Quick action: the six standard slots (three morning, three evening) for one date. */
export function StandardDayForm() {
  const { t, formatDate } = useAdminFormats();
  const { message } = usePanelApp();
  const [createClass] = useCreateClassMutation();
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ date, link }: StandardDayValues) => {
    setBusy(true);
    let created = 0;
    try {
      // One after another so a failure stops the rest and the message says how far it got.
      for (const body of standardDayClasses(date, link)) {
        await createClass(body).unwrap();
        created += 1;
      }
      message.success(t('admin.standardDay.created', { count: created, date: formatDate(date) }));
    } catch (err) {
      message.error(
        t('admin.standardDay.partial', {
          problem: describeError(err),
          created,
          total: DAILY_SLOTS.length,
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <PlainCard title={t('admin.standardDay.title')} style={{ marginBottom: 24 }}>
      <Typography.Paragraph type="secondary">
        {t('admin.standardDay.slots', {
          times: DAILY_SLOTS.map((s) => s.time).join(', '),
        })}
      </Typography.Paragraph>
      <Form<StandardDayValues>
        name="standard-day"
        noValidate
        layout="inline"
        onFinish={onFinish}
        aria-label={t('admin.standardDay.title')}
      >
        <Form.Item name="date" label={t('admin.common.date')} rules={[classFieldRule('date')]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="link" label={t('admin.common.link')} rules={[classFieldRule('link')]}>
          <Input type="url" placeholder="https://" style={{ minWidth: 240 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={busy}>
            {t('admin.standardDay.submit')}
          </Button>
        </Form.Item>
      </Form>
    </PlainCard>
  );
}
