import { useState } from 'react';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { DAILY_SLOTS } from '@yoga/contracts';
import { describeError } from '../../../components/use-error-toast';
import { useCreateClassMutation } from '../classes.api';
import { classFieldRule, standardDayClasses } from '../class-validation';

interface StandardDayValues {
  date: string;
  link: string;
}

/** Quick action: the six standard slots (three morning, three evening) for one date. */
export function StandardDayForm() {
  const { message } = App.useApp();
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
      message.success(`${created} classes created for ${date}`);
    } catch (err) {
      message.error(`${describeError(err)} (${created} of ${DAILY_SLOTS.length} classes created)`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Create the standard day" size="small" style={{ marginBottom: 24 }}>
      <Typography.Paragraph type="secondary">
        Six live slots: {DAILY_SLOTS.map((s) => s.time).join(', ')}.
      </Typography.Paragraph>
      <Form<StandardDayValues>
        name="standard-day"
        noValidate
        layout="inline"
        onFinish={onFinish}
        aria-label="Create the standard day"
      >
        <Form.Item name="date" label="Date" rules={[classFieldRule('date')]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="link" label="Link" rules={[classFieldRule('link')]}>
          <Input type="url" placeholder="https://" style={{ minWidth: 240 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={busy}>
            Create standard day
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
