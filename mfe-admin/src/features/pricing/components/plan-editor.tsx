import { Col, Collapse, Form, Modal, Row, Typography } from 'antd';
import { errorMessage } from '@yoga/api-client';
import { BASE_CURRENCIES, CURRENCIES, EXTRA_CURRENCIES, type Plan } from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import { formValues, planFormProblems, planRequest, type PlanFormValues } from '../plan-form';
import { useCreatePlanMutation, useUpdatePlanMutation } from '../pricing.api';
import { CurrencyFields } from './currency-fields';
import { PlanBasicsFields } from './plan-basics-fields';
import '../i18n';
import { usePanelApp } from '@yoga/ui';

/** Every field a rule checks, as planFormProblems names it. */
const FIELD_PATHS = [
  'slug',
  'name_en',
  'name_hi',
  'months',
  ...CURRENCIES.flatMap((c) =>
    ['original', 'offer', 'redeemable', 'household_member'].map((f) => `prices.${c}.${f}`),
  ),
];

interface PlanEditorProps {
  /** The plan to edit; undefined: a new plan. */
  plan: Plan | undefined;
  /** The place a new plan takes (after the last one). */
  nextOrder: number;
  onClose: () => void;
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
    const body = planRequest(values, plan);
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
          <PlanBasicsFields isNew={isNew} />
          {BASE_CURRENCIES.map((currency) => (
            <Col xs={24} md={12} key={currency}>
              <CurrencyFields currency={currency} />
            </Col>
          ))}
        </Row>
        <Collapse
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'added',
              label: t('admin.pricing.addedTitle'),
              children: (
                <Row gutter={16}>
                  {EXTRA_CURRENCIES.map((currency) => (
                    <Col xs={24} md={12} key={currency}>
                      <CurrencyFields currency={currency} />
                    </Col>
                  ))}
                </Row>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('admin.pricing.appliesNote')}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
