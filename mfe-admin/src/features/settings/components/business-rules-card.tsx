import { useEffect } from 'react';
import { Button, Card, Col, Form, InputNumber, Row, Spin, Typography } from 'antd';
import {
  BUSINESS_RULE_LIMITS,
  MINOR_PER_MAJOR,
  type BusinessRules,
  type BusinessRulesPatch,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useBusinessRulesQuery, useSaveBusinessRulesMutation } from '../settings.api';
import { GstFields } from './gst-fields';
import { requiredRule } from './required-rule';
import '../i18n';

/** The rules as the form edits them: the referral reward in rupees and dollars (major units). */
interface RulesForm extends Omit<BusinessRules, 'referral_reward'> {
  referral_reward: { INR: number; USD: number };
}

const toRulesForm = (r: BusinessRules): RulesForm => ({
  ...r,
  referral_reward: {
    INR: r.referral_reward.INR / MINOR_PER_MAJOR,
    USD: r.referral_reward.USD / MINOR_PER_MAJOR,
  },
});

const toRulesPatch = (f: RulesForm): BusinessRulesPatch => ({
  ...f,
  referral_reward: {
    INR: Math.round(f.referral_reward.INR * MINOR_PER_MAJOR),
    USD: Math.round(f.referral_reward.USD * MINOR_PER_MAJOR),
  },
});

/** The business rules: the trial, the referral reward, the cancel cut-off, the join window and GST. */
export function BusinessRulesCard() {
  const { t } = useLocale();
  const { data, error, isLoading, refetch } = useBusinessRulesQuery();
  const [save, { isLoading: saving }] = useSaveBusinessRulesMutation();
  const run = useMutationFeedback();
  const [form] = Form.useForm<RulesForm>();
  useEffect(() => {
    if (data) form.setFieldsValue(toRulesForm(data));
  }, [data, form]);
  if (error) return <QueryError error={error} onRetry={refetch} />;
  if (isLoading || !data) return <Spin />;
  const L = BUSINESS_RULE_LIMITS;
  const required = requiredRule(t);
  const whole = (min: number, max: number) => (
    <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
  );
  return (
    <Card title={t('admin.settings.rules')}>
      <Typography.Paragraph type="secondary">{t('admin.settings.rulesNote')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={toRulesForm(data)}
        onFinish={(values) =>
          void run(() => save(toRulesPatch(values)).unwrap(), t('admin.settings.rulesSaved'))
        }
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="trial_days" label={t('admin.settings.trialDays')} rules={[required]}>
              {whole(L.trialDays.min, L.trialDays.max)}
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name={['referral_reward', 'INR']}
              label={t('admin.settings.rewardInr')}
              rules={[required]}
            >
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name={['referral_reward', 'USD']}
              label={t('admin.settings.rewardUsd')}
              rules={[required]}
            >
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="cancel_cutoff_minutes"
              label={t('admin.settings.cancelCutoff')}
              rules={[required]}
            >
              {whole(L.cancelCutoffMinutes.min, L.cancelCutoffMinutes.max)}
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name={['join_window', 'before_minutes']}
              label={t('admin.settings.joinBefore')}
              rules={[required]}
            >
              {whole(L.joinMinutes.min, L.joinMinutes.max)}
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name={['join_window', 'after_minutes']}
              label={t('admin.settings.joinAfter')}
              rules={[required]}
            >
              {whole(L.joinMinutes.min, L.joinMinutes.max)}
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('admin.settings.gst')}</Typography.Title>
        <GstFields />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.settings.saveRules')}
        </Button>
      </Form>
    </Card>
  );
}
