import { Col, Form, Input, InputNumber, Modal, Row, Switch, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import {
  CURRENCIES,
  PLAN_MONTHS_MAX,
  PLAN_MONTHS_MIN,
  PLAN_NAME_MAX_LENGTH,
  PLAN_SLUG_MAX_LENGTH,
  type Currency,
  type Plan,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { formValues, planFormProblems, planRequest, type PlanFormValues } from '../plan-form';
import { useCreatePlanMutation, useUpdatePlanMutation } from '../pricing.api';
import '../i18n';
import { usePanelApp } from '@yoga/ui';

/** Every field a rule checks, as planFormProblems names it. */
const FIELD_PATHS = [
  'slug',
  'name_en',
  'name_hi',
  'months',
  ...CURRENCIES.flatMap((c) => ['original', 'offer', 'redeemable'].map((f) => `prices.${c}.${f}`)),
];

interface PlanEditorProps {
  /** The plan to edit; undefined: a new plan. */
  plan: Plan | undefined;
  /** The place a new plan takes (after the last one). */
  nextOrder: number;
  onClose: () => void;
}

/** One currency's figures: original, offer and redeemable (rupees or dollars), the discount shown, the table's name. */
function CurrencyFields({ currency }: { currency: Currency }) {
  const { t } = useLocale();
  const symbol = currency === 'INR' ? '₹' : '$';
  const amount = (field: 'original' | 'offer' | 'redeemable') => (
    <Form.Item
      name={['prices', currency, field]}
      label={t(`admin.pricing.field.${field}`, { symbol })}
    >
      <Input inputMode="decimal" autoComplete="off" />
    </Form.Item>
  );
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        <legend>{t(currency === 'INR' ? 'admin.pricing.inr' : 'admin.pricing.usd')}</legend>
      </Typography.Title>
      {amount('original')}
      {amount('offer')}
      {amount('redeemable')}
      <Form.Item
        name={['prices', currency, 'show_discount']}
        label={t('admin.pricing.field.showDiscount')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name={['prices', currency, 'label']}
        label={t('admin.pricing.field.label')}
        extra={t('admin.pricing.field.labelHelp')}
      >
        <Input maxLength={PLAN_NAME_MAX_LENGTH} />
      </Form.Item>
    </fieldset>
  );
}

/**
 * Add a plan or change one: names in English and Hindi, months, order, the popular mark, on sale or
 * retired, and each currency's figures. The server checks every rule again (400 with its code).
 */
export function PlanEditor({ plan, nextOrder, onClose }: PlanEditorProps) {
  const { t } = useLocale();
  const { message } = usePanelApp();
  // Untyped store: the currency fields are nested paths (prices.INR.offer) set together below.
  const [form] = Form.useForm();
  const [create, created] = useCreatePlanMutation();
  const [update, updated] = useUpdatePlanMutation();
  const busy = created.isLoading || updated.isLoading;
  const isNew = plan === undefined;

  const submit = async () => {
    const values: PlanFormValues = { ...formValues(plan, nextOrder), ...form.getFieldsValue(true) };
    const problems = planFormProblems(values, isNew);
    form.setFields(
      FIELD_PATHS.map((path) => {
        const id = problems[path];
        return { name: path.split('.'), errors: id ? [t(id)] : [] };
      }),
    );
    if (Object.keys(problems).length) return;
    const body = planRequest(values);
    try {
      if (isNew) await create(body).unwrap();
      else {
        const { slug: _slug, ...change } = body;
        await update({ slug: plan.slug, body: change }).unwrap();
      }
      message.success(t(isNew ? 'admin.pricing.created' : 'admin.pricing.saved'));
      onClose();
    } catch (error) {
      message.error(errorMessage(error) ?? t('admin.common.somethingWentWrong'));
    }
  };

  return (
    <Modal
      open
      title={isNew ? t('admin.pricing.add') : t('admin.pricing.editTitle', { plan: plan.name_en })}
      okText={t('admin.pricing.save')}
      okButtonProps={{ loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      onOk={() => void submit()}
      onCancel={() => !busy && onClose()}
      width={760}
    >
      <Form
        form={form}
        name="plan-editor"
        aria-label={t('admin.pricing.formLabel')}
        layout="vertical"
        noValidate
        initialValues={formValues(plan, nextOrder)}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="slug"
              label={t('admin.pricing.field.slug')}
              extra={isNew ? t('admin.pricing.field.slugHelp') : undefined}
            >
              <Input disabled={!isNew} maxLength={PLAN_SLUG_MAX_LENGTH} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name_en" label={t('admin.pricing.field.nameEn')}>
              <Input maxLength={PLAN_NAME_MAX_LENGTH} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name_hi" label={t('admin.pricing.field.nameHi')}>
              <Input maxLength={PLAN_NAME_MAX_LENGTH} lang="hi" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="months" label={t('admin.pricing.months')}>
              <InputNumber
                min={PLAN_MONTHS_MIN}
                max={PLAN_MONTHS_MAX}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="sort_order" label={t('admin.pricing.field.order')}>
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="popular"
              label={t('admin.pricing.field.popular')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="active"
              label={t('admin.pricing.field.active')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
          {CURRENCIES.map((currency) => (
            <Col xs={24} md={12} key={currency}>
              <CurrencyFields currency={currency} />
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('admin.pricing.appliesNote')}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
