import { useEffect } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import {
  GST_STATES,
  BUSINESS_RULE_LIMITS,
  MINOR_PER_MAJOR,
  type BusinessDetails,
  type BusinessDetailsPatch,
  type BusinessRules,
  type BusinessRulesPatch,
} from '@yoga/contracts';
import { useCatalog, useLocale } from '@yoga/i18n';
import { QueryError } from '../../../components/query-error';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { settingsCatalog } from '../i18n';
import {
  useBusinessRulesQuery,
  useSaveBusinessRulesMutation,
  useSaveSiteSettingsMutation,
  useSiteSettingsQuery,
} from '../settings.api';

type DetailsForm = Omit<BusinessDetails, 'sample'>;

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

function BusinessDetailsCard() {
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
  const required = { required: true, message: t('admin.settings.required') };
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
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="brand_name" label={t('admin.settings.brandName')} rules={[required]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="legal_name" label={t('admin.settings.legalName')} rules={[required]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={['address', 'line1']}
              label={t('admin.settings.addressLine1')}
              rules={[required]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['address', 'line2']} label={t('admin.settings.addressLine2')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name={['address', 'city']}
              label={t('admin.settings.city')}
              rules={[required]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name={['address', 'state']}
              label={t('admin.settings.state')}
              rules={[required]}
            >
              <Select
                showSearch
                options={GST_STATES.map((s) => ({ value: s.name, label: s.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name={['address', 'postal_code']}
              label={t('admin.settings.postalCode')}
              rules={[required]}
            >
              <Input maxLength={12} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name={['address', 'country']}
              label={t('admin.settings.country')}
              rules={[required]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label={t('admin.settings.phone')} rules={[required]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="whatsapp"
              label={t('admin.settings.whatsapp')}
              extra={t('admin.settings.whatsappHelp')}
            >
              <Input maxLength={15} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label={t('admin.settings.email')} rules={[required]}>
              <Input type="email" maxLength={254} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('admin.settings.social')}</Typography.Title>
        <Form.List name="social">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[required]}
                    aria-label={t('admin.settings.socialName')}
                  >
                    <Input placeholder={t('admin.settings.socialName')} maxLength={40} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'url']}
                    rules={[required]}
                    aria-label={t('admin.settings.socialUrl')}
                  >
                    <Input placeholder="https://" style={{ width: 360 }} maxLength={500} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)}>{t('admin.settings.remove')}</Button>
                </Space>
              ))}
              <Form.Item>
                <Button onClick={() => add({ name: '', url: '' })}>
                  {t('admin.settings.addSocial')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Typography.Title level={5}>{t('admin.settings.grievance')}</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name={['grievance', 'name']}
              label={t('admin.settings.grievanceName')}
              rules={[required]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['grievance', 'email']}
              label={t('admin.settings.email')}
              rules={[required]}
            >
              <Input type="email" maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['grievance', 'phone']}
              label={t('admin.settings.phone')}
              rules={[required]}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.settings.saveDetails')}
        </Button>
      </Form>
    </Card>
  );
}

function BusinessRulesCard() {
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
  const required = { required: true, message: t('admin.settings.required') };
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
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name={['gst', 'legal_name']}
              label={t('admin.settings.legalName')}
              rules={[required]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={['gst', 'address']}
              label={t('admin.settings.gstAddress')}
              rules={[required]}
            >
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['gst', 'gstin']} label={t('admin.settings.gstin')} rules={[required]}>
              <Input maxLength={15} style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['gst', 'state_code']}
              label={t('admin.settings.state')}
              rules={[required]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['gst', 'lut_no']}
              label={t('admin.settings.lutNo')}
              rules={[required]}
            >
              <Input maxLength={64} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.settings.saveRules')}
        </Button>
      </Form>
    </Card>
  );
}

/** Settings: the business details every page, email and invoice shows, and the business rules. */
export default function SettingsPage() {
  useCatalog(settingsCatalog);
  const { t } = useLocale();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('admin.settings.title')}
      </Typography.Title>
      <BusinessDetailsCard />
      <BusinessRulesCard />
    </Space>
  );
}
