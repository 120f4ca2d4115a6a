import { Col, Form, Input, InputNumber, Switch } from 'antd';
import {
  PLAN_MONTHS_MAX,
  PLAN_MONTHS_MIN,
  PLAN_NAME_MAX_LENGTH,
  PLAN_SLUG_MAX_LENGTH,
} from '@yoga/contracts';
import { useLocale } from '@yoga/i18n';
import '../i18n';

/**
 * A plan's own fields, as columns of the editor's row: its address name (fixed once made), names in English
 * and Hindi, months, place in the list, the popular mark and whether it is on sale.
 */
export function PlanBasicsFields({ isNew }: { isNew: boolean }) {
  const { t } = useLocale();
  return (
    <>
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
        <Form.Item name="popular" label={t('admin.pricing.field.popular')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="active" label={t('admin.pricing.field.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </>
  );
}
