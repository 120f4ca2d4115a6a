import type { ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useLocale } from '@yoga/i18n';
import { PlainCard } from './plain-card';

interface EditorCardProps<T> {
  form: FormInstance<T>;
  /** The form's name (antd prefixes its fields' ids with it). */
  name: string;
  /** The card's heading: "Add class", "Edit slot: Power Yoga". */
  title: string;
  /** The form's accessible name. */
  label: string;
  initialValues: T;
  onFinish: (values: T) => void;
  /** The short fields, laid out in columns at least this wide (px). */
  minColumnWidth: number;
  fields: ReactNode;
  /** The full-width fields under the columns (description, pictures). */
  children?: ReactNode;
  submitLabel: string;
  busy: boolean;
  /** In edit mode: "Cancel edit" leaves it without saving. */
  onCancelEdit?: () => void;
}

/** The panel's add/edit forms: a card with a column grid of short fields, the long ones, then submit. */
export function EditorCard<T extends object>({
  form,
  name,
  title,
  label,
  initialValues,
  onFinish,
  minColumnWidth,
  fields,
  children,
  submitLabel,
  busy,
  onCancelEdit,
}: EditorCardProps<T>) {
  const { t } = useLocale();
  return (
    <PlainCard title={title} style={{ marginBottom: 24 }}>
      <Form<T>
        form={form}
        name={name}
        noValidate
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        aria-label={label}
      >
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fit, minmax(${minColumnWidth}px, 1fr))`,
            columnGap: 16,
          }}
        >
          {fields}
        </div>
        {children}
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancelEdit && <Button onClick={onCancelEdit}>{t('admin.common.cancelEdit')}</Button>}
        </Space>
      </Form>
    </PlainCard>
  );
}
