import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { useLocale } from '@yoga/i18n';

/**
 * The text fields the panel's editors share (a one-off class, a weekly timetable slot, a blog post), in a
 * module of their own: the blog's editor does not download the number and choice fields of
 * `editor-fields.tsx` (InputNumber, Radio; issue 38).
 */

export function TitleField({ rule }: { rule: FormRule }) {
  const { t } = useLocale();
  return (
    <Form.Item name="title" required label={t('admin.common.title')} rules={[rule]}>
      <Input />
    </Form.Item>
  );
}

/** The title on the Hindi pages (optional: without it they show the English title). */
export function TitleHiField() {
  const { t } = useLocale();
  return (
    <Form.Item
      name="title_hi"
      label={t('admin.common.titleHi')}
      extra={t('admin.common.titleHiExtra')}
    >
      <Input lang="hi" />
    </Form.Item>
  );
}

export function DescriptionField({ rows }: { rows: number }) {
  const { t } = useLocale();
  return (
    <Form.Item name="description" label={t('admin.common.description')}>
      <Input.TextArea rows={rows} />
    </Form.Item>
  );
}
