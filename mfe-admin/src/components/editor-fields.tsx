import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { useLocale } from '@yoga/i18n';
import { NumberInput } from './number-input';
import { ChoiceButtons } from './plain-controls';

export { DescriptionField, TitleField, TitleHiField } from './editor-text-fields';

// Number fields have no up/down buttons (antd labels them "Increase Value" in every language): the
// arrow keys still step them.

/**
 * Fields the panel's editors share (a one-off class, a weekly timetable slot, a blog post); each form
 * passes the rules of its own validation module.
 */

export function LinkField({
  label,
  rule,
  required = true,
  extra,
}: {
  label: string;
  rule: FormRule;
  /** False with Zoom: an empty link means the product makes the meeting. */
  required?: boolean;
  extra?: string;
}) {
  return (
    <Form.Item name="link" required={required} label={label} rules={[rule]} extra={extra}>
      <Input type="url" placeholder="https://" />
    </Form.Item>
  );
}

interface NumberFieldProps {
  name: string;
  label: string;
  /** Required when given. */
  rule?: FormRule;
  extra?: string;
  min: number;
  step?: number;
}

function NumberField({ name, label, rule, extra, min, step }: NumberFieldProps) {
  return (
    <Form.Item
      name={name}
      required={Boolean(rule)}
      label={label}
      rules={rule ? [rule] : undefined}
      extra={extra}
    >
      <NumberInput min={min} step={step} />
    </Form.Item>
  );
}

/** Minutes in steps of 5; required when given a rule. */
export function DurationField({ rule }: { rule?: FormRule }) {
  const { t } = useLocale();
  return (
    <NumberField
      name="duration_minutes"
      label={t('admin.common.durationMinutes')}
      rule={rule}
      min={5}
      step={5}
    />
  );
}

/** Places; required when given a rule, else `extra` says what empty means. */
export function CapacityField({ rule, extra }: { rule?: FormRule; extra?: string }) {
  const { t } = useLocale();
  return (
    <NumberField
      name="capacity"
      label={t('admin.common.capacity')}
      rule={rule}
      extra={extra}
      min={1}
    />
  );
}

export function ClassTypeField() {
  const { t } = useLocale();
  return (
    <Form.Item name="class_type" label={t('admin.common.classType')}>
      <ChoiceButtons
        options={[
          { value: 'demo', label: t('admin.common.demo') },
          { value: 'paid', label: t('admin.common.paid') },
        ]}
      />
    </Form.Item>
  );
}
